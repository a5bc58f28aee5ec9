import MailerLite from '@mailerlite/mailerlite-nodejs';

/** One person to put on the mailing list. */
export interface Subscriber {
  email: string;
  name: string;
  plan: string;
  premium: boolean;
}

/** How many MailerLite took and refused. */
export interface SyncResult {
  succeeded: number;
  failed: number;
}

/** MailerLite's batch endpoint takes at most 50 requests at a time. */
export const BATCH_SIZE = 50;

/**
 * Upserts subscribers into MailerLite with its official SDK: into `group`, and paid users also into
 * `premiumGroup` (both created when missing), in batches, counting each subscriber the batch refused.
 * `basePath` points the SDK elsewhere (tests use a local stand-in).
 */
export async function syncToMailerlite(
  subscribers: readonly Subscriber[],
  options: { apiKey: string; group: string; premiumGroup: string; basePath?: string },
): Promise<SyncResult> {
  const client = new MailerLite({
    api_key: options.apiKey,
    ...(options.basePath ? { base_path: options.basePath } : {}),
  });
  const groupId = async (name: string): Promise<string> => {
    const found = await client.groups.get({ filter: { name }, limit: 25, sort: 'name' });
    const existing = found.data.data.find((g) => g.name === name);
    if (existing) return existing.id;
    return (await client.groups.create({ name })).data.data.id;
  };
  const all = await groupId(options.group);
  const premium = await groupId(options.premiumGroup);
  let succeeded = 0;
  let failed = 0;
  for (let i = 0; i < subscribers.length; i += BATCH_SIZE) {
    const batch = subscribers.slice(i, i + BATCH_SIZE);
    const response = await client.batches.send({
      requests: batch.map((s) => ({
        method: 'POST',
        path: 'api/subscribers',
        body: {
          email: s.email,
          fields: { name: s.name, plan: s.plan },
          groups: s.premium ? [all, premium] : [all],
        },
      })),
    });
    const answers = response.data.responses ?? [];
    batch.forEach((_, j) => {
      const code = answers[j]?.code ?? 0;
      if (code >= 200 && code < 300) succeeded += 1;
      else failed += 1;
    });
  }
  return { succeeded, failed };
}
