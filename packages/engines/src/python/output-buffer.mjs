// The output of one run, in memory shared by the runner's two threads: the Python thread writes, the main
// thread reads, and can still read after it had to terminate a Python thread that would not stop.
const HEADER_BYTES = 8;
const USED = 0;
const TRUNCATED = 1;

export class OutputBuffer {
  static allocate(maxBytes) {
    return new SharedArrayBuffer(HEADER_BYTES + maxBytes);
  }

  constructor(shared) {
    this.header = new Int32Array(shared, 0, 2);
    this.bytes = new Uint8Array(shared, HEADER_BYTES);
    this.encoder = new TextEncoder();
  }

  reset() {
    Atomics.store(this.header, USED, 0);
    Atomics.store(this.header, TRUNCATED, 0);
  }

  /** Returns false once the text did not fit; what fits (whole characters) is kept. */
  append(text) {
    if (Atomics.load(this.header, TRUNCATED)) return false;
    const used = Atomics.load(this.header, USED);
    const { read, written } = this.encoder.encodeInto(text, this.bytes.subarray(used));
    Atomics.store(this.header, USED, used + written);
    if (read < text.length) {
      Atomics.store(this.header, TRUNCATED, 1);
      return false;
    }
    return true;
  }

  read() {
    const used = Math.min(Atomics.load(this.header, USED), this.bytes.length);
    return {
      text: new TextDecoder().decode(this.bytes.slice(0, used)),
      truncated: Atomics.load(this.header, TRUNCATED) === 1,
    };
  }
}
