import type { Project } from '@studybot/contract';
import { ArrowLeft, SearchX, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { formatDateTime, humanize } from '../../lib/format';
import { ProjectContent } from './ProjectContent';

export const ITEM_NOT_FOUND = 'Item not found';

/** /library/{id} for an id that is not in this student's library. */
export function ProjectNotFound() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center px-6 py-12 text-center">
      <div aria-hidden="true" className="mb-3 rounded-full bg-slate-100 p-3 text-slate-600">
        <SearchX className="size-7" />
      </div>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {ITEM_NOT_FOUND}
      </h1>
      <p className="mt-2 text-slate-600">
        This item is not in your library. It may have been deleted, or the link may be wrong.
      </p>
      <Link to="/library" className={`${buttonClasses('primary', 'md')} mt-6`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Library
      </Link>
    </Card>
  );
}

export function ProjectDetail({
  project,
  onBack,
  onDelete,
}: {
  project: Project;
  onBack(): void;
  onDelete(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const prompt = project.metadata?.prompt;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Library
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>

      <Card className="p-5 sm:p-6">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold break-words text-slate-900 focus:outline-none"
        >
          {project.title}
        </h1>
        <dl className="mt-4 grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-medium text-slate-600">Type</dt>
            <dd className="mt-0.5 text-slate-900">{humanize(project.type)}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Status</dt>
            <dd className="mt-0.5">
              <StatusBadge status={project.status} />
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Created</dt>
            <dd className="mt-0.5 text-slate-900">
              <time dateTime={project.created_at}>{formatDateTime(project.created_at)}</time>
            </dd>
          </div>
        </dl>
        {project.description ? (
          <section className="mt-5">
            <h2 className="text-sm font-semibold text-slate-900">Description</h2>
            <p className="mt-1 whitespace-pre-line text-slate-700">{project.description}</p>
          </section>
        ) : null}
        {prompt ? (
          <section className="mt-5">
            <h2 className="text-sm font-semibold text-slate-900">Prompt</h2>
            <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-line text-slate-700">
              {prompt}
            </p>
          </section>
        ) : null}
      </Card>

      {/* A voiceover's output_url is its audio, played by ProjectOutput. */}
      {project.output_url && project.type !== 'voiceover' ? (
        <Card className="p-3">
          <img
            src={project.output_url}
            alt={project.title}
            className="mx-auto max-h-[70vh] w-auto max-w-full rounded-xl"
          />
        </Card>
      ) : null}

      <ProjectContent project={project} />
    </div>
  );
}
