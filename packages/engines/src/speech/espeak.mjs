// Plain JavaScript: it runs inside the synthesis worker, which cannot load TypeScript.
import { readFile } from 'node:fs/promises';
import ESpeakNg from 'espeak-ng';

const IN_FILE = '/in.txt';
const OUT_FILE = '/out.wav';

/**
 * Compiles espeak-ng's WebAssembly once and returns a function that runs the espeak-ng program on a
 * text and returns the WAV it wrote. Every call gets a fresh instance, as espeak-ng's main() is not
 * re-entrant; with the module compiled, an instance takes about 0.1 s to set up.
 * @returns {Promise<(job: { text: string, voice: string, wpm: number }) => Promise<Uint8Array>>}
 */
export async function loadEspeak() {
  const wasm = await WebAssembly.compile(
    await readFile(new URL('espeak-ng.wasm', import.meta.resolve('espeak-ng'))),
  );
  return (job) => runEspeak(wasm, job);
}

/**
 * @param {WebAssembly.Module} wasm
 * @param {{ text: string, voice: string, wpm: number }} job
 * @returns {Promise<Uint8Array>}
 */
function runEspeak(wasm, { text, voice, wpm }) {
  return new Promise((resolve, reject) => {
    const messages = [];
    let exitStatus = 0;
    ESpeakNg({
      // The text goes in a file, never in argv, so text that starts with '-' is not taken for an option.
      arguments: ['-v', voice, '-s', String(wpm), '-w', OUT_FILE, '-f', IN_FILE],
      preRun: [(module) => module.FS.writeFile(IN_FILE, text)],
      print: (line) => messages.push(line),
      printErr: (line) => messages.push(line),
      // The default sets process.exitCode, which would leak espeak's status into the host process.
      quit: (status, error) => {
        exitStatus = status;
        throw error;
      },
      onAbort: (what) => reject(new Error(`espeak-ng aborted: ${what}`)),
      instantiateWasm(imports, done) {
        // main() runs inside done(), so a crash in synthesis rejects here.
        WebAssembly.instantiate(wasm, imports)
          .then((instance) => done(instance, wasm))
          .catch(reject);
        return {};
      },
    }).then((module) => {
      if (exitStatus !== 0) {
        reject(new Error(`espeak-ng exited with status ${exitStatus}: ${messages[0] ?? 'no message'}`));
        return;
      }
      try {
        resolve(module.FS.readFile(OUT_FILE));
      } catch {
        reject(new Error(`espeak-ng wrote no audio${messages.length ? `: ${messages[0]}` : ''}`));
      }
    }, reject);
  });
}
