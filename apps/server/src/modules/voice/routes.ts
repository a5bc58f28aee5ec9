import {
  AudioFileQuery,
  AudioUsageResponse,
  DEFAULT_VOICE,
  ErrorBody,
  FileKeyParams,
  TtsGenerateRequest,
  TtsGenerateResponse,
  TtsSaveRequest,
  TtsSaveResponse,
  VOICE_NAMES,
  VoicesResponse,
} from '@studybot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, type Guards } from '../../platform/auth/guard.ts';
import type { VoiceService } from './service.ts';

export const voiceRoutes: FastifyPluginAsyncZod<{ voice: VoiceService; guards: Guards }> = async (
  app,
  { voice, guards },
) => {
  const errors = {
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    429: ErrorBody,
    503: ErrorBody,
  };

  app.get('/api/tts/voices', { schema: { tags: ['voice'], response: { 200: VoicesResponse } } }, () => ({
    voices: VOICE_NAMES,
    default_voice: DEFAULT_VOICE,
  }));

  app.get(
    '/api/tts/usage',
    {
      onRequest: guards.requireUser,
      schema: { tags: ['voice'], response: { 200: AudioUsageResponse, ...errors } },
    },
    (request) => voice.usage(currentUser(request)),
  );

  app.post(
    '/api/tts/generate',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['voice'],
        body: TtsGenerateRequest,
        response: { 200: TtsGenerateResponse, ...errors },
      },
    },
    (request) => voice.generate(currentUser(request), request.body, request.log),
  );

  app.post(
    '/api/tts/save-to-library',
    {
      onRequest: guards.requireUser,
      schema: { tags: ['voice'], body: TtsSaveRequest, response: { 200: TtsSaveResponse, ...errors } },
    },
    (request) => voice.saveToLibrary(currentUser(request), request.body),
  );

  // Played through fetch with the bearer token (an <audio src> cannot send one), so only the
  // users who asked for a clip can hear it. ?download=1 is the plan-gated download.
  app.get(
    '/api/tts/audio/:key',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['voice'],
        params: FileKeyParams,
        querystring: AudioFileQuery,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const download = request.query.download === '1';
      const bytes = await voice.audio(user, request.params.key, { download });
      return reply
        .header('content-type', 'audio/mpeg')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', download ? 'attachment; filename="audio.mp3"' : 'inline')
        .send(bytes);
    },
  );
};
