import { randomUUID } from 'node:crypto';
import type {
  Project,
  ProjectListQuery,
  ProjectMetadata,
  ProjectStatus,
  ProjectType,
} from '@studybot/contract';
import { nowIso, toJson } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ProjectRow } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { type FileStore, fileKeyOf } from '../../platform/storage.ts';
import { LibraryRepo, type ProjectCounts } from './repo.ts';

export interface NewProjectInput {
  type: ProjectType;
  title: string;
  description?: string | null;
  status?: ProjectStatus;
  output_data?: unknown;
  output_url?: string | null;
  metadata?: ProjectMetadata;
}

export const PROJECT_NOT_FOUND = 'Project not found';

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    type: row.type as ProjectType,
    title: row.title,
    description: row.description,
    status: row.status as ProjectStatus,
    created_at: row.created_at,
    updated_at: row.updated_at,
    output_data: row.output_data ?? null,
    output_url: row.output_url,
    metadata: row.metadata ?? {},
  };
}

/** The library of things a user made. Other modules save their results through create(). */
export class LibraryService {
  readonly #repo: LibraryRepo;

  constructor(
    db: Db,
    private readonly files: FileStore,
  ) {
    this.#repo = new LibraryRepo(db);
  }

  async create(userId: string, input: NewProjectInput): Promise<Project> {
    const now = nowIso();
    const row = await this.#repo.insert({
      id: randomUUID(),
      user_id: userId,
      type: input.type,
      title: input.title,
      description: input.description ?? null,
      status: input.status ?? 'completed',
      output_data: input.output_data === undefined ? null : toJson(input.output_data),
      output_url: input.output_url ?? null,
      metadata: toJson(input.metadata ?? {}),
      created_at: now,
      updated_at: now,
    });
    return toProject(row);
  }

  async list(userId: string, query: ProjectListQuery): Promise<Project[]> {
    return (await this.#repo.list(userId, query)).map(toProject);
  }

  /** Another user's project is reported as missing, never as forbidden. */
  async get(userId: string, id: string): Promise<Project> {
    const row = await this.#repo.find(userId, id);
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    return toProject(row);
  }

  /** Saves a student's edits to a project they own (e.g. a paper's text). */
  async update(
    userId: string,
    id: string,
    changes: {
      title?: string;
      description?: string | null;
      output_data?: unknown;
      metadata?: ProjectMetadata;
    },
  ): Promise<Project> {
    const row = await this.#repo.update(userId, id, {
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(changes.output_data !== undefined ? { output_data: toJson(changes.output_data) } : {}),
      ...(changes.metadata !== undefined ? { metadata: toJson(changes.metadata) } : {}),
      updated_at: nowIso(),
    });
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    return toProject(row);
  }

  /** True when this call completed the project (it was in progress); false when it already was. */
  complete(userId: string, id: string): Promise<boolean> {
    return this.#repo.complete(userId, id, nowIso());
  }

  /** Deletes the project and the files it made (their URLs stop working). */
  async delete(userId: string, id: string): Promise<void> {
    const deleted = await this.#repo.delete(userId, id);
    if (!deleted) throw notFound(PROJECT_NOT_FOUND);
    const svgUrl = (deleted.output_data as { svg_url?: unknown } | null)?.svg_url;
    for (const url of [deleted.output_url, svgUrl]) {
      const key = typeof url === 'string' ? fileKeyOf(url) : null;
      if (key) await this.files.remove(key);
    }
  }

  /** The admin panel's counts over every student. */
  countAll(since?: string): Promise<number> {
    return this.#repo.countAll(since);
  }

  projectsByDay(since: string): Promise<Map<string, number>> {
    return this.#repo.byDay(since);
  }

  projectsByType(): Promise<{ type: string; count: number }[]> {
    return this.#repo.byType();
  }

  recentProjects(limit: number) {
    return this.#repo.recent(limit);
  }

  counts(userId: string, since: Date): Promise<ProjectCounts> {
    return this.#repo.counts(userId, since.toISOString());
  }
}
