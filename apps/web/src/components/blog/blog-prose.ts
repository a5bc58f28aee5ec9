/**
 * How a post's HTML reads: the house prose look (components/markdown/prose.tsx) at article size,
 * applied to the elements the server's sanitizer lets through. The editor's preview uses the same
 * look as plain CSS, since it renders in a sandboxed frame that Tailwind's classes do not reach.
 */
export const BLOG_PROSE_CLASSES = [
  'min-w-0 text-base leading-7 break-words text-slate-800 sm:text-lg sm:leading-8',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-slate-900',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:my-5 [&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_a]:hover:text-indigo-900',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-slate-900',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_figure]:my-6 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-500',
  '[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
].join(' ');

/** The same look as `BLOG_PROSE_CLASSES`, for the editor's preview document. */
export const PREVIEW_CSS = `
:root { color-scheme: light; }
body { margin: 0; padding: 16px; font: 16px/1.75 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1e293b; overflow-wrap: break-word; }
body > :first-child { margin-top: 0; }
h1, h2, h3, h4 { color: #0f172a; line-height: 1.3; }
h1 { font-size: 1.875rem; margin: 2.5rem 0 1rem; }
h2 { font-size: 1.5rem; margin: 2.5rem 0 1rem; }
h3 { font-size: 1.25rem; margin: 2rem 0 .75rem; }
h4 { font-size: 1rem; margin: 1.5rem 0 .5rem; }
p, ul, ol { margin: 1.25rem 0; }
ul, ol { padding-left: 1.5rem; }
li { margin: .375rem 0; }
a { color: #4338ca; font-weight: 500; text-underline-offset: 2px; }
blockquote { margin: 1.5rem 0; border-left: 4px solid #c7d2fe; padding-left: 1rem; color: #334155; font-style: italic; }
code { background: #f1f5f9; border-radius: 4px; padding: 2px 4px; font-size: .9em; }
pre { background: #0f172a; color: #f1f5f9; border-radius: 8px; padding: 16px; overflow-x: auto; font-size: .875rem; }
pre code { background: none; padding: 0; color: inherit; }
img { max-width: 100%; height: auto; border-radius: 12px; }
table { border-collapse: collapse; display: block; max-width: 100%; overflow-x: auto; font-size: .875rem; }
td, th { border: 1px solid #e2e8f0; padding: 8px 12px; text-align: left; }
th { background: #f8fafc; }
hr { border: 0; border-top: 1px solid #e2e8f0; margin: 2.5rem 0; }
`;

/**
 * The editor's unsaved HTML as a whole document for a sandboxed frame (`sandbox=""`: no script, no
 * forms, no navigation, an opaque origin). The policy also stops it fetching anything but images.
 */
export function previewDocument(html: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'">`,
    '<base target="_blank">',
    `<style>${PREVIEW_CSS}</style></head><body>`,
    html,
    '</body></html>',
  ].join('');
}
