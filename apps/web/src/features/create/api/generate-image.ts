import type { GenerateImageRequest, GenerateImageResponse } from '@studybot/contract';
import { useGenerate } from '../../../components/create-hub/useGenerate';
import { api } from '../../../lib/api';

/** POST /api/generate/image: draws an image and saves it to the library. */
export function generateImage(body: GenerateImageRequest): Promise<GenerateImageResponse> {
  return api<GenerateImageResponse>('/generate/image', { method: 'POST', body });
}

/** Generates an image, refreshing the library; a failure is toasted as the server's detail, else `fallback`. */
export function useGenerateImage(fallback: string) {
  return useGenerate(generateImage, fallback);
}
