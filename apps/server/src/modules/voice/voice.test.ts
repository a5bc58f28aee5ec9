import {
  AUDIO_SAVED,
  AUDIO_TOO_SHORT,
  DAILY_LIMIT_REACHED,
  OTHER_STUDENT_SOURCE,
  type PlagiarismResponse,
  type TtsGenerateResponse,
  VOICE_IDS,
} from '@studybot/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { startFakeLlm } from '../../test/fake-llm.ts';
import { VoiceService } from './service.ts';

const TEXT = 'Photosynthesis turns light, water and carbon dioxide into glucose and oxygen.';

type Session = Awaited<ReturnType<typeof signUp>>;

const generate = (t: TestApp, me: Session, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/tts/generate', headers: me.headers, payload });

async function setPlan(t: TestApp, me: Session, plan_tier: 'plus' | 'max') {
  await t.services.db.updateTable('users').set({ plan_tier }).where('id', '=', me.user.id).execute();
}

describe('voice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('lists the eight voices by id and display name, Victoria first', async () => {
    const res = await t.app.inject({ url: '/api/tts/voices' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      voices: {
        victoria: 'Victoria',
        olivia: 'Olivia',
        joseph: 'Joseph',
        marcus: 'Marcus',
        emma: 'Emma',
        brian: 'Brian',
        sarah: 'Sarah',
        axel: 'Axel',
      },
      default_voice: 'victoria',
    });
  });

  it('speaks text as MP3 the student can play back, counts the request and caches repeats', async () => {
    const me = await signUp(t);
    const first = await generate(t, me, {
      text: TEXT,
      voice_id: 'olivia',
      speed: 1.2,
      feature_source: 'voiceover',
    });
    expect(first.statusCode).toBe(200);
    const clip = first.json() as TtsGenerateResponse;
    expect(clip).toMatchObject({
      voice_id: 'olivia',
      speed: 1.2,
      can_download: false,
      cached: false,
      source: 'local:espeak-ng',
      usage_info: { current_requests: 1, max_requests: 5, requests_remaining: 4, max_minutes: -1 },
    });
    expect(clip.audio_url).toMatch(/^\/api\/tts\/audio\/[0-9a-f-]{36}\.mp3$/);
    expect(clip.duration).toBeGreaterThan(2);
    expect(clip.duration).toBeLessThan(15);
    expect(clip.usage_info.current_minutes).toBeCloseTo(clip.duration / 60, 1);

    const audio = await t.app.inject({ url: clip.audio_url, headers: me.headers });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload[0]).toBe(0xff);
    expect(audio.rawPayload[1]! & 0xe0).toBe(0xe0);

    const again = (await generate(t, me, { text: `  ${TEXT}  `, voice_id: 'olivia', speed: 1.2 })).json();
    expect(again).toMatchObject({ cached: true, audio_url: clip.audio_url, duration: clip.duration });
    expect(again.usage_info).toMatchObject({ current_requests: 2, requests_remaining: 3 });

    const other = (await generate(t, me, { text: TEXT, voice_id: 'joseph' })).json();
    expect(other.audio_url).not.toBe(clip.audio_url);
    expect(other).toMatchObject({ voice_id: 'joseph', speed: 1, cached: false });
  });

  it('plays a clip only to users who asked for it', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { audio_url } = (await generate(t, owner, { text: 'Only mine to hear.' })).json();
    expect((await t.app.inject({ url: audio_url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: audio_url })).statusCode).toBe(401);
    // Not through the public file route either.
    const key = audio_url.split('/').at(-1);
    expect((await t.app.inject({ url: `/api/files/${key}` })).statusCode).toBe(404);
    // Asking for the same words makes a clip of their own: the owner's is not reused, so neither
    // the answer nor how fast it comes reveals that someone else asked first.
    const theirs = (await generate(t, stranger, { text: 'Only mine to hear.' })).json();
    expect(theirs).toMatchObject({ cached: false });
    expect(theirs.audio_url).not.toBe(audio_url);
    expect((await t.app.inject({ url: audio_url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: theirs.audio_url, headers: stranger.headers })).statusCode).toBe(200);
    // Their own repeat is served from their cache.
    expect((await generate(t, stranger, { text: 'Only mine to hear.' })).json()).toMatchObject({
      audio_url: theirs.audio_url,
      cached: true,
    });
  });

  it('refuses text under five characters with the spec message and charges nothing', async () => {
    const me = await signUp(t);
    const res = await generate(t, me, { text: '  hi  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: AUDIO_TOO_SHORT });
    expect((await t.services.quotas.usage(me.user, 'voice_requests')).used).toBe(0);
  });

  it('says so when the text has no words to read, and charges nothing', async () => {
    const me = await signUp(t);
    const res = await generate(t, me, { text: '. . . ? ? ? - - -' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The text has nothing that can be read aloud' });
    expect((await t.services.quotas.usage(me.user, 'voice_requests')).used).toBe(0);
  });

  it('rejects unknown voices, speeds out of range and oversized text', async () => {
    const me = await signUp(t);
    for (const payload of [
      { text: TEXT, voice_id: 'hal9000' },
      { text: TEXT, speed: 2.5 },
      { text: TEXT, speed: 0.4 },
      { text: 'a'.repeat(25_001) },
      { text: TEXT, feature_source: 'Robert"); drop table' },
    ]) {
      const res = await generate(t, me, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });

  it('every voice speaks', async () => {
    const me = await signUp(t);
    await setPlan(t, me, 'max');
    const urls = new Set<string>();
    for (const voice_id of VOICE_IDS) {
      const res = await generate(t, me, { text: 'Every voice is different.', voice_id });
      expect(res.statusCode).toBe(200);
      urls.add(res.json().audio_url);
    }
    expect(urls.size).toBe(VOICE_IDS.length);
  });

  it('free plan: five requests a day, the last one announced, then the spec notice as a 429', async () => {
    const me = await signUp(t);
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await generate(t, me, { text: `Request number ${i + 1} of today.` });
      expect(res.statusCode).toBe(200);
      remaining.push(res.json().usage_info.requests_remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const refused = await generate(t, me, { text: 'One too many for today.' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: DAILY_LIMIT_REACHED });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const usage = await t.app.inject({ url: '/api/tts/usage', headers: me.headers });
    expect(usage.json()).toMatchObject({
      current_requests: 5,
      max_requests: 5,
      requests_remaining: 0,
      can_download: false,
    });
  });

  it('downloads only on plans that include it; plus and above are also not limited to five', async () => {
    const me = await signUp(t);
    const { audio_url, can_download } = (await generate(t, me, { text: TEXT })).json();
    expect(can_download).toBe(false);
    const refused = await t.app.inject({ url: `${audio_url}?download=1`, headers: me.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/Plus plan/);

    await setPlan(t, me, 'plus');
    const res = (await generate(t, me, { text: TEXT })).json();
    expect(res).toMatchObject({
      can_download: true,
      usage_info: { max_requests: 100, requests_remaining: 98 },
    });
    const file = await t.app.inject({ url: `${audio_url}?download=1`, headers: me.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);

    await setPlan(t, me, 'max');
    expect((await generate(t, me, { text: TEXT })).json().usage_info).toMatchObject({
      max_requests: -1,
      requests_remaining: -1,
    });
  });

  it('saves a clip to the library as a voiceover, and only the student’s own clips', async () => {
    const me = await signUp(t);
    const stranger = await signUp(t);
    const clip = (await generate(t, me, { text: TEXT, voice_id: 'emma' })).json() as TtsGenerateResponse;
    const payload = {
      title: 'Photosynthesis summary',
      text: TEXT,
      audio_url: clip.audio_url,
      voice_id: 'axel',
      speed: 2,
      duration: 999,
      feature_source: 'voiceover',
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tts/save-to-library',
      headers: me.headers,
      payload,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: AUDIO_SAVED, project_id: expect.any(String) });
    const project = (
      await t.app.inject({ url: `/api/projects/${saved.json().project_id}`, headers: me.headers })
    ).json();
    expect(project).toMatchObject({
      type: 'voiceover',
      title: 'Photosynthesis summary',
      output_url: clip.audio_url,
      output_data: {
        text: TEXT,
        voice_id: 'emma',
        speed: 1,
        duration: clip.duration,
        feature_source: 'voiceover',
      },
    });

    const theft = await t.app.inject({
      method: 'POST',
      url: '/api/tts/save-to-library',
      headers: stranger.headers,
      payload,
    });
    expect(theft.statusCode).toBe(400);
    const otherText = await t.app.inject({
      method: 'POST',
      url: '/api/tts/save-to-library',
      headers: me.headers,
      payload: { ...payload, text: 'Something the audio never said, to plant in the index.' },
    });
    expect(otherText.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/tts/save-to-library',
      headers: me.headers,
      payload: { ...payload, audio_url: '/api/files/../../etc/passwd' },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('saved audio text joins the plagiarism index as another student’s document', async () => {
    const author = await signUp(t);
    const text =
      'Mitochondria are membrane-bound organelles that generate most of the chemical energy needed to power the biochemical reactions of a cell, storing it in a molecule called adenosine triphosphate.';
    const clip = (await generate(t, author, { text })).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/tts/save-to-library',
      headers: author.headers,
      payload: {
        title: 'Cells',
        text,
        audio_url: clip.audio_url,
        voice_id: 'victoria',
        speed: 1,
        duration: 1,
        feature_source: 'voiceover',
      },
    });
    const checker = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate/plagiarism',
      headers: checker.headers,
      payload: { text: `My essay begins here. ${text} That is all I have to say.` },
    });
    const { results } = res.json() as PlagiarismResponse;
    expect(results.matches[0]).toMatchObject({ title: OTHER_STUDENT_SOURCE, url: null, kind: 'library' });
  });
});

describe('voice under load', () => {
  it('answers 503 with a retry hint when the voice engine’s backlog is full', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const { db, quotas, files, projects } = t.services;
    const voice = new VoiceService(db, {
      quotas,
      files,
      projects,
      speechModel: null,
      speechOptions: { maxQueuedChunks: 1 },
    });
    const log = t.app.log;
    // Long enough that its chunks keep the backlog non-empty for a few seconds.
    const long = Array.from(
      { length: 120 },
      (_, i) => `Sentence number ${i + 1} keeps the engine busy for a while.`,
    ).join(' ');
    const first = voice.generate(me.user, { text: long }, log);
    // The second asks only once the first's chunks wait for a worker (its quota and cache checks done).
    await vi.waitFor(async () => expect(await voice.waitingChunks()).toBeGreaterThan(0), {
      timeout: 60_000,
      interval: 5,
    });
    const second = voice.generate(me.user, { text: 'A short clip that has to wait.' }, log);
    await expect(second).rejects.toMatchObject({ statusCode: 503, headers: { 'retry-after': '60' } });
    await expect(first).resolves.toMatchObject({ source: 'local:espeak-ng' });
    // The refused request was not charged.
    expect((await quotas.usage(me.user, 'voice_requests')).used).toBe(1);
    await voice.close();
    // Real speech for 120 sentences: minutes' budget for a busy machine, not the suite's 30 s.
  }, 180_000);
});

describe('voice with a speech provider configured', () => {
  it('uses the provider’s audio, and falls back to the local voices with a notice when it fails', async () => {
    const fake = await startFakeLlm();
    const t = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_SPEECH_MODEL: 'tts-1',
    });
    const me = await signUp(t);

    // A real MP3 to hand back: the local engine's own.
    const local = await createTestApp();
    const localMe = await signUp(local);
    const localClip = (await generate(local, localMe, { text: TEXT })).json();
    const mp3 = (await local.app.inject({ url: localClip.audio_url, headers: localMe.headers })).rawPayload;

    fake.answer({ kind: 'bytes', body: mp3, contentType: 'audio/mpeg' });
    const res = await generate(t, me, { text: TEXT, voice_id: 'joseph', speed: 1.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'llm:tts-1', cached: false });
    expect(res.json().duration).toBeCloseTo(localClip.duration, 0);
    const call = fake.requests.at(-1)!;
    expect(call.url).toBe('/v1/audio/speech');
    expect(call.body).toMatchObject({ model: 'tts-1', input: TEXT, voice: 'onyx', speed: 1.5 });

    fake.answer({ kind: 'status', status: 500 });
    const fallback = await generate(t, me, { text: 'A different sentence to speak.' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().source).toBe('local:espeak-ng');
    expect(fallback.json().notice).toMatch(/speech model could not answer/);
  });
});
