import { TOOLS } from '../../lib/tools';
import { container } from './styles';

export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 py-16 sm:py-24">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            Everything in one place
          </p>
          <h2
            id="features-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            12 tools for the way you actually study
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            From the first question to the final draft, each tool saves its work to your library so you can
            pick up where you left off.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="StudyBot tools">
          {TOOLS.map((tool) => {
            const Icon = tool.icon;
            return (
              <li
                key={tool.name}
                data-testid="tool-card"
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
              >
                <span
                  className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${
                    tool.comingSoon ? 'bg-slate-100 text-slate-500' : 'bg-indigo-50 text-indigo-700'
                  }`}
                >
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
                    {tool.name}
                    {tool.badge ? (
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                          tool.comingSoon ? 'bg-amber-100 text-amber-900' : 'bg-violet-100 text-violet-800'
                        }`}
                      >
                        {tool.badge}
                      </span>
                    ) : null}
                  </h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{tool.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
