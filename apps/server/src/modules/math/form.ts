import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors.ts';
import { readingUpload } from '../../platform/multipart.ts';

/** The math page's multipart form as sent: `user_input` or an `image`, and `mode`. */
export interface MathForm {
  text: string;
  mode: string;
  image?: Uint8Array;
}

export async function readMathForm(request: FastifyRequest): Promise<MathForm> {
  if (!request.isMultipart()) throw badRequest('Send the problem as multipart/form-data');
  const form: MathForm = { text: '', mode: 'solve' };
  await readingUpload(request, async () => {
    for await (const part of request.parts({ limits: { fileSize: request.uploadLimitBytes } })) {
      if (part.type === 'file') {
        // Every file is read to the end so the request completes; only `image` is kept.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image' && bytes.length > 0) form.image = new Uint8Array(bytes);
      } else if (part.fieldname === 'user_input') {
        form.text = String(part.value ?? '');
      } else if (part.fieldname === 'mode') {
        form.mode = String(part.value ?? '');
      }
    }
  });
  return form;
}
