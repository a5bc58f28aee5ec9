import type { ImageProvider } from './provider.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47];

/** A picture from the image model, as PNG bytes; throws if the answer is not a PNG image. */
export async function llmImage(provider: ImageProvider, prompt: string): Promise<Uint8Array> {
  const { experimental_generateImage: generateImage } = await import('ai');
  const { image } = await generateImage({
    model: provider.model,
    prompt: `An educational illustration for a student: ${prompt}`,
    size: '1024x1024',
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(provider.timeoutMs),
  });
  const bytes = image.uint8Array;
  if (!PNG.every((b, i) => bytes[i] === b)) throw new Error('the image model did not return a PNG image');
  return bytes;
}
