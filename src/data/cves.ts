/**
 * Every CVE the site cites, with what it is and what it affects. The reference check fails a page
 * that cites a CVE missing here, and one whose surrounding paragraph names none of the affected
 * project's `names`, which catches a right-looking id attached to the wrong bug.
 */

export type Cve = {
  /** One line: what the vulnerability lets an attacker do. */
  summary: string;
  /** The affected project and versions. */
  affects: string;
  /** Words a paragraph citing the CVE uses for the affected project (matched case-insensitively). */
  names: readonly string[];
};

export const cves = {
  'CVE-2022-25882': {
    summary: 'Directory traversal through the external-data `location` of an ONNX model.',
    affects: 'The onnx Python package before 1.13.0',
    names: ['ONNX'],
  },
  'CVE-2024-3660': {
    summary: 'Code in a Lambda layer runs when a model file from an untrusted source is loaded.',
    affects: 'Keras before 2.13, including the tf.keras bundled with TensorFlow',
    names: ['Keras'],
  },
  'CVE-2024-34359': {
    summary:
      'A chat template in GGUF metadata, rendered outside a Jinja sandbox, runs arbitrary code.',
    affects: 'llama-cpp-python before 0.2.72',
    names: ['llama-cpp-python', 'GGUF'],
  },
  'CVE-2025-1550': {
    summary:
      'A crafted config.json names an arbitrary module and function that load_model imports and calls, even in safe mode.',
    affects: 'Keras before 3.9',
    names: ['Keras'],
  },
  'CVE-2025-32434': {
    summary: 'torch.load runs code from a crafted checkpoint even with weights_only=True.',
    affects: 'PyTorch 2.5.1 and earlier',
    names: ['PyTorch', 'torch.load'],
  },
  'CVE-2025-32711': {
    summary:
      'EchoLeak: instructions in an email make Copilot send data from the user’s context to an attacker, with no click.',
    affects: 'Microsoft 365 Copilot (fixed on the service side in June 2025)',
    names: ['Copilot', 'EchoLeak'],
  },
} as const satisfies Record<string, Cve>;

export type CveId = keyof typeof cves;
