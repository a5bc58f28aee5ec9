import { PencilLine } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Panel } from './Panel';
import type { StudentNote } from './paper';

/**
 * Still to write: the notes the draft left where the student's own argument goes, each a button
 * that opens its section with the note selected, ready to type over.
 */
export function StudentNotes({ notes, onOpen }: { notes: StudentNote[]; onOpen(note: StudentNote): void }) {
  if (notes.length === 0) return null;
  return (
    <Panel
      title="Still to write"
      icon={<PencilLine className="size-4" />}
      aside={<Badge tone="blue">{`${notes.length} ${notes.length === 1 ? 'note' : 'notes'}`}</Badge>}
    >
      <p className="mb-2 text-xs text-slate-600">
        Replace each note marked “[Your argument: …]” with your own words.
      </p>
      <ul aria-label="Still to write" className="space-y-2">
        {notes.map((note) => (
          <li key={`${note.section}-${note.start}`}>
            <button
              type="button"
              onClick={() => onOpen(note)}
              className="w-full cursor-pointer rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-left text-sm text-blue-950 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span className="block font-semibold">{note.label}</span>
              <span className="block break-words">{note.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
