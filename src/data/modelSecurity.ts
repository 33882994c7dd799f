/** Content of the model security page (`src/pages/model-security/index.tsx`). */
import type {Feature} from '@site/src/components/FeatureGrid';

/** What `crucible scan-model` looks for, by file family. */
export const modelThreats: Feature[] = [
  {
    title: 'Pickle code execution',
    body: 'PyTorch .pt and .bin checkpoints, joblib dumps and plain pickles are programs for a small stack machine. One REDUCE instruction can call os.system the instant the file is unpickled, before a single weight is read. Recent PyTorch loads weights only by default, yet plenty of code still turns that off.',
  },
  {
    title: 'Keras Lambda layers',
    body: 'A Lambda layer stores serialised Python bytecode inside .keras and .h5 files. Loading it with safe mode disabled, or with an older Keras, runs that bytecode. Crucible reports every Lambda layer by name as high severity.',
  },
  {
    title: 'ONNX and TensorFlow graphs',
    body: 'A TensorFlow SavedModel can contain ops that read and write files on the host when the graph executes. An ONNX model can depend on a custom operator domain backed by a native library, or point its external weights at paths outside the model folder.',
  },
  {
    title: 'Suspicious archives',
    body: 'Zip and tar bundles with ../ paths, absolute paths or symbolic links that escape the extraction folder, and shell scripts or binaries tucked between weight shards. PyTorch checkpoints are zip files too, so the same checks run on them.',
  },
];

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: the page renders them as `<meta name="keywords">` with
 * PageMetadata, as docs and posts do with their `keywords` front matter.
 */
export const modelSecurityKeywords: readonly string[] = [
  'model file scanner',
  'pickle scanning',
  'malware in model files',
  'zip slip',
  'convert to safetensors',
  'ml artifact security',
];
