// @ts-check
/**
 * The PDF check's thread (the file-check helper starts it): pdf-lib with a heap of its own, so a
 * crafted PDF costs this thread, not the helper. It answers each PDF's bytes with why it is not a PDF,
 * or null when it parses and has a page.
 *
 * pdf-lib has no limit on what it inflates, so its one growing-buffer method (every filter uses
 * it) counts against a budget; pdf-lib skips an object that fails and goes on, so the budget is
 * looked at after the load. It also tells of every object it skips on the console: muted, or a
 * crafted PDF could write thousands of lines.
 */
const { parentPort, workerData } = require('node:worker_threads');

/** @typedef {{ pdfLib: string, decodeStream: string, budget: number }} PdfCheckData */
const data = /** @type {PdfCheckData} */ (workerData);
const port = parentPort;
if (!port) throw new Error('pdf-check.cjs runs as a worker thread');

console.log = console.warn = () => {};
/** @type {typeof import('pdf-lib')} */
const { PDFDocument } = require(data.pdfLib);
/** @type {{ prototype: { ensureBuffer: (this: { buffer: Uint8Array }, requested: number) => Uint8Array } }} */
const DecodeStream = require(data.decodeStream).default;
const ensureBuffer = DecodeStream.prototype.ensureBuffer;
if (typeof ensureBuffer !== 'function') throw new Error('pdf-lib changed: DecodeStream.ensureBuffer is gone');

let left = 0;
/**
 * @this {{ buffer: Uint8Array }}
 * @param {number} requested
 */
function ensureBufferWithinBudget(requested) {
  const before = this.buffer.byteLength;
  const buffer = ensureBuffer.call(this, requested);
  if ((left -= buffer.byteLength - before) < 0) throw new Error('decode budget spent');
  return buffer;
}
DecodeStream.prototype.ensureBuffer = ensureBufferWithinBudget;

port.on('message', async (/** @type {Uint8Array} */ bytes) => {
  left = data.budget;
  try {
    // ignoreEncryption: certificates from some portals come encrypted (an owner password only).
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const pages = document.getPageCount();
    port.postMessage(left < 0 ? 'inflates past the decode budget' : pages > 0 ? null : 'no pages');
  } catch (error) {
    port.postMessage(String(error));
  }
});
