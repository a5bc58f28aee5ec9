// The fonts the photo test set is written in: printed serif and sans faces, and handwriting-like ones,
// from the dejavu-fonts-ttf npm package and from Debian font packages (TrueType/OpenType files only:
// resvg cannot read Type 1). Not fonts-femkeklaver: its digits and operators are hollow sketched
// outlines, which no student writes.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type FontMetrics, readFontMetrics } from './font-metrics.ts';

export type FontStyle = 'serif' | 'sans' | 'handwriting';

export interface FontSource {
  name: string;
  style: FontStyle;
  /** Where the file comes from: an npm package or the Debian package that installs it. */
  from: { npm: string } | { debian: string };
  /** Absolute path, or a path inside the npm package. */
  file: string;
}

export interface PhotoFont extends FontSource {
  path: string;
  metrics: FontMetrics;
}

export const FONT_SOURCES: readonly FontSource[] = [
  { name: 'DejaVu Sans', style: 'sans', from: { npm: 'dejavu-fonts-ttf' }, file: 'ttf/DejaVuSans.ttf' },
  { name: 'DejaVu Serif', style: 'serif', from: { npm: 'dejavu-fonts-ttf' }, file: 'ttf/DejaVuSerif.ttf' },
  {
    name: 'Liberation Serif',
    style: 'serif',
    from: { debian: 'fonts-liberation2' },
    file: '/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf',
  },
  {
    name: 'Liberation Sans',
    style: 'sans',
    from: { debian: 'fonts-liberation2' },
    file: '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
  },
  {
    name: 'FreeSerif',
    style: 'serif',
    from: { debian: 'fonts-freefont-ttf' },
    file: '/usr/share/fonts/truetype/freefont/FreeSerif.ttf',
  },
  {
    name: 'FreeSans',
    style: 'sans',
    from: { debian: 'fonts-freefont-ttf' },
    file: '/usr/share/fonts/truetype/freefont/FreeSans.ttf',
  },
  {
    // URW's Century Schoolbook: the classic textbook face.
    name: 'C059',
    style: 'serif',
    from: { debian: 'fonts-urw-base35' },
    file: '/usr/share/fonts/opentype/urw-base35/C059-Roman.otf',
  },
  {
    name: 'Comic Neue',
    style: 'handwriting',
    from: { debian: 'fonts-comic-neue' },
    file: '/usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf',
  },
  {
    name: 'Humor Sans',
    style: 'handwriting',
    from: { debian: 'fonts-humor-sans' },
    file: '/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf',
  },
  {
    name: 'DKG Handwriting',
    style: 'handwriting',
    from: { debian: 'fonts-dkg-handwriting' },
    file: '/usr/share/fonts/truetype/fifthhorseman/dkg.ttf',
  },
];

/** Glyphs a font lacks are drawn in this one. */
export const FALLBACK_FONT = 'DejaVu Sans';

export interface ResolvedFonts {
  available: PhotoFont[];
  missing: FontSource[];
}

const require = createRequire(import.meta.url);

function pathOf(source: FontSource): string | null {
  if ('npm' in source.from) {
    try {
      return require.resolve(`${source.from.npm}/${source.file}`);
    } catch {
      return null;
    }
  }
  return existsSync(source.file) ? source.file : null;
}

let resolved: ResolvedFonts | undefined;

/** Every font of FONT_SOURCES whose file is on this machine, and the ones that are not. */
export function resolveFonts(): ResolvedFonts {
  if (resolved) return resolved;
  const available: PhotoFont[] = [];
  const missing: FontSource[] = [];
  for (const source of FONT_SOURCES) {
    const path = pathOf(source);
    if (path) available.push({ ...source, path, metrics: readFontMetrics(path) });
    else missing.push(source);
  }
  resolved = { available, missing };
  return resolved;
}

/** What to install for the missing fonts, e.g. "apt-get install fonts-femkeklaver", or null when none are. */
export function missingFontsAdvice(missing: readonly FontSource[]): string | null {
  if (missing.length === 0) return null;
  const debian = [...new Set(missing.flatMap((f) => ('debian' in f.from ? [f.from.debian] : [])))];
  const npm = [...new Set(missing.flatMap((f) => ('npm' in f.from ? [f.from.npm] : [])))];
  const steps = [
    ...(debian.length ? [`apt-get install ${debian.join(' ')}`] : []),
    ...(npm.length ? [`npm install (${npm.join(', ')})`] : []),
  ];
  return `Photo test set fonts missing: ${missing.map((f) => f.name).join(', ')}. Install them: ${steps.join('; ')}.`;
}

export function fallbackFont(): PhotoFont {
  const font = resolveFonts().available.find((f) => f.name === FALLBACK_FONT);
  if (!font) throw new Error('DejaVu Sans (npm dejavu-fonts-ttf) is missing: run npm install');
  return font;
}
