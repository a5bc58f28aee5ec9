import { FeatureGrid } from './FeatureGrid';
import { FinalCta } from './FinalCta';
import { Hero } from './Hero';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { Pricing } from './Pricing';
import { Standouts } from './Standouts';
import { Testimonials } from './Testimonials';

/** The public home page (/) for visitors who are not signed in. */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-1 flex-col overflow-x-clip bg-white text-slate-900">
      <LandingHeader />
      <main id="main-content" className="flex-1">
        <Hero />
        <FeatureGrid />
        <Standouts />
        <Pricing />
        <Testimonials />
        <FinalCta />
      </main>
      <LandingFooter />
    </div>
  );
}
