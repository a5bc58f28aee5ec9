import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5;

/** A heading at the level its place in the page needs (the editor appears at several depths). */
export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

export function nextLevel(level: HeadingLevel): HeadingLevel {
  return level === 5 ? 5 : ((level + 1) as HeadingLevel);
}
