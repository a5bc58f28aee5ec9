/** Whether a key press belongs to something else: typing in a field, or a shortcut with a modifier. */
export function ignoreShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return true;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input:not([type=radio]), textarea, select');
}

/** "1" → 0 … "9" → 8; null for any other key or a number past `count`. */
export function digitIndex(key: string, count: number): number | null {
  if (!/^[1-9]$/.test(key)) return null;
  const index = Number(key) - 1;
  return index < count ? index : null;
}

/** Whether Space already does something on the focused element (presses a button, ticks a box…). */
export function spaceIsTaken(event: KeyboardEvent): boolean {
  const target = event.target;
  return (
    target instanceof HTMLElement &&
    target.matches(
      'button, a[href], input, select, textarea, summary, [role=button], [role=switch], [role=menuitem]',
    )
  );
}
