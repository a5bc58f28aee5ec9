import { PublicHeader } from '../../components/site/PublicHeader';

/** The landing page's header: the public header, kept at the top while scrolling. */
export function LandingHeader() {
  return <PublicHeader sticky />;
}
