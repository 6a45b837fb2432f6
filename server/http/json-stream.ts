// A JSON answer written as it is read: `{"data":[`, each batch's records as the next is fetched, then the meta.
// The compression middleware encodes it as it flows (the `streamed` mark) instead of holding the whole body,
// and a batch is read only when the client has taken the last one.
import type { AppContext } from "../context";

const encoder = new TextEncoder();

/**
 * `{"data":[…],"meta":{…}}` from `batches`; `meta` is given how many records were sent. A failure part way
 * errors the stream, so the client sees a broken answer rather than a short list that parses.
 */
export function streamedJson(
  c: AppContext,
  batches: AsyncIterable<object[]>,
  meta: (sent: number) => object,
  headers: Record<string, string> = {},
): Response {
  const iterator = batches[Symbol.asyncIterator]();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('{"data":['));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        controller.enqueue(encoder.encode(`],"meta":${JSON.stringify(meta(sent))}}`));
        controller.close();
        return;
      }
      if (next.value.length === 0) return;
      const records = next.value.map((r) => JSON.stringify(r)).join(",");
      controller.enqueue(encoder.encode(sent === 0 ? records : `,${records}`));
      sent += next.value.length;
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  c.set("streamed", true);
  return new Response(body, {
    status: 200,
    headers: { "Content-Type": "application/json; charset=UTF-8", ...headers },
  });
}
