import { useEffect, useRef } from 'react';

/**
 * The lesson's h1. It takes focus when shown, since the lesson replaces the bootcamp home in
 * place and the control that opened it is gone.
 */
export function LessonHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
      {children}
    </h1>
  );
}
