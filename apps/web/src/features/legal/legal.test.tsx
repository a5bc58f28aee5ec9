import type { User } from '@studybot/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './AboutPage';
import { PrivacyPage } from './PrivacyPage';

const auth = vi.hoisted(() => ({ user: null as User | null }));

vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({ user: auth.user, status: 'ready', openAuthDialog: () => {} }),
}));

const signedIn: User = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  plan_tier: 'free',
  plan_status: 'active',
  renewal_date: null,
  is_admin: false,
  credits_remaining: 0,
  insights_enabled: true,
  created_at: '2025-01-01T00:00:00.000Z',
};

function renderAt(page: 'about' | 'privacy') {
  return render(<MemoryRouter>{page === 'about' ? <AboutPage /> : <PrivacyPage />}</MemoryRouter>);
}

describe.each(['about', 'privacy'] as const)('%s page back button', (page) => {
  beforeEach(() => {
    auth.user = null;
  });

  it('goes home when signed out', () => {
    renderAt(page);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });

  it('goes to the dashboard when signed in', () => {
    auth.user = signedIn;
    renderAt(page);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
  });
});

describe('PrivacyPage', () => {
  it('shows the title, the last-updated date and every section in order', () => {
    renderAt('privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: January 1, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Information We Collect',
      'How We Use Information',
      'Information Sharing',
      'Data Security',
      'Your Rights',
      'Cookies',
      'Third-Party Services',
      "Children's Privacy",
      'Contact Us',
    ]);
    expect(document.title).toBe('Privacy Policy · StudyBot');
  });

  it('gives the privacy address, the 48-hour promise and the age limit', () => {
    renderAt('privacy');
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(contact).toHaveTextContent('within 48 hours');
    expect(screen.getAllByRole('link', { name: 'privacy@studybot.app' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@studybot.app',
    );
    expect(screen.getByRole('region', { name: "Children's Privacy" })).toHaveTextContent('13 and older');
  });
});

describe('AboutPage', () => {
  it('shows mission, four values, the offer, the numbers and a contact address', () => {
    renderAt('about');
    expect(screen.getByRole('heading', { level: 1, name: 'About StudyBot' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our Mission',
      'Our Values',
      'What We Offer',
      'StudyBot in Numbers',
      'Get in Touch',
    ]);
    const values = screen.getByRole('region', { name: 'Our Values' });
    expect(values.querySelectorAll('h3')).toHaveLength(4);
    for (const claim of ['10,000+', '12', '95%', '24/7']) expect(screen.getByText(claim)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@studybot.app' })).toHaveAttribute(
      'href',
      'mailto:support@studybot.app',
    );
    expect(screen.getByRole('region', { name: 'Get in Touch' })).toHaveTextContent('within 24 hours');
  });
});
