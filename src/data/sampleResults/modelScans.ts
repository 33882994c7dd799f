/**
 * Sample `crucible scan-model` reports: the models folder of the model security page
 * (src/pages/model-security/_components/ScanUsage.output.txt) and the smaller one of
 * docs/model-audit/usage.md. Each lists the files read and every finding with the construct that
 * triggered it; counts are computed (src/lib/results/modelScan.ts). Unit tests hold each to the
 * text report its page prints, and every rule and its severity to docs/model-audit/scanners.md.
 */
import type {ModelScan, ScanFinding} from '@site/src/lib/results/modelScan';

// File and vendor names as the scanned folder holds them, not prose: Hugging Face names the file
// tokenizer.json, and the operator domain is a vendor's.
// cspell:ignore fastops tokenizer

const reducePickle: ScanFinding = {
  severity: 'high',
  rule: 'pickle/dangerous-global',
  path: 'sentiment-v3/pytorch_model.bin',
  trigger: {kind: 'opcode', name: 'REDUCE', at: 'byte 0x1a4 of data.pkl'},
  message:
    'data.pkl calls posix.system through REDUCE at byte 0x1a4; unpickling this file runs a shell command',
};

const customOnnxDomain: ScanFinding = {
  severity: 'medium',
  rule: 'onnx/custom-domain',
  path: 'vision/model.onnx',
  trigger: {kind: 'operator domain', name: 'com.vendor.fastops'},
  message: 'custom operator domain "com.vendor.fastops" needs a native library',
};

export const modelsFolderScan: ModelScan = {
  source: './models/',
  size: '3.8 GB',
  files: [
    {path: 'sentiment-v3/pytorch_model.bin', format: 'PyTorch zip'},
    {path: 'forecaster.keras', format: 'Keras'},
    {path: 'vision/model.onnx', format: 'ONNX'},
    {path: 'exports/bundle.tar.gz', format: 'tar archive'},
    {path: 'embedder/model.safetensors', format: 'Safetensors'},
    {path: 'embedder/tokenizer.json', format: 'JSON'},
    {path: 'chat/llama-3.1-8b-instruct-q4_k_m.gguf', format: 'GGUF'},
  ],
  findings: [
    reducePickle,
    {
      severity: 'high',
      rule: 'keras/lambda-layer',
      path: 'forecaster.keras',
      trigger: {kind: 'layer', name: 'normalize_inputs', at: 'a Lambda layer in config.json'},
      message: 'Lambda layer "normalize_inputs" contains serialised Python bytecode',
    },
    customOnnxDomain,
    {
      severity: 'medium',
      rule: 'archive/path-traversal',
      path: 'exports/bundle.tar.gz',
      trigger: {kind: 'archive entry', name: '../../.bashrc'},
      message: 'entry "../../.bashrc" would be written outside the extraction folder',
    },
  ],
};

export const docsModelsScan: ModelScan = {
  source: './models/',
  size: '2.1 GB',
  files: [
    {path: 'sentiment-v3/pytorch_model.bin', format: 'PyTorch zip'},
    {path: 'sentiment-v3/config.json', format: 'JSON'},
    {path: 'vision/model.onnx', format: 'ONNX'},
    {path: 'embedder/model.safetensors', format: 'Safetensors'},
    {path: 'embedder/tokenizer.json', format: 'JSON'},
  ],
  findings: [
    reducePickle,
    customOnnxDomain,
    {
      severity: 'low',
      rule: 'license/missing',
      path: 'sentiment-v3/',
      trigger: {kind: 'licence sources', name: 'README.md, LICENSE, file metadata'},
      message: 'no licence found in README.md, LICENSE or file metadata',
    },
  ],
};
