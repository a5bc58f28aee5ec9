import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './LandingPage';

const openAuthDialog = vi.fn();

vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({ user: null, status: 'ready', openAuthDialog }),
}));

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  beforeEach(() => {
    openAuthDialog.mockReset();
  });

  it('has the landmarks and one h1 followed by every section heading', () => {
    renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      '12 tools for the way you actually study',
      'Built to be trusted',
      'Simple pricing for students',
      'How students use StudyBot',
      'Ready to study smarter?',
    ]);
  });

  it('links the header to the blog, about and privacy pages', () => {
    renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the four hero claims', () => {
    renderLanding();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Students', 'Success rate', 'Support', 'AI tools']);
    expect(values).toEqual(['10K+', '95%', '24/7', '12']);
  });

  it('shows twelve tool cards, with video marked Coming Soon and the bootcamp at $29', () => {
    renderLanding();
    const list = screen.getByRole('list', { name: 'StudyBot tools' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(12);
    const video = cards.find((card) => card.textContent?.includes('Video Creation'));
    expect(video).toHaveTextContent('Coming Soon');
    const bootcamp = cards.find((card) => card.textContent?.includes('Python Coding Bootcamp'));
    expect(bootcamp).toHaveTextContent('$29');
  });

  it('shows monthly prices and switches to yearly prices', async () => {
    const user = userEvent.setup();
    renderLanding();
    expect(screen.getByText('$8.99')).toBeInTheDocument();
    expect(screen.getByText('$13.99')).toBeInTheDocument();
    expect(screen.getAllByText('/month')).toHaveLength(2);
    expect(screen.getByText('Best Value')).toBeInTheDocument();
    expect(screen.getByText('Save up to 17% with yearly billing')).toBeInTheDocument();
    expect(screen.getByText(/free tier is always available/i)).toBeInTheDocument();

    const monthly = screen.getByRole('button', { name: 'Monthly' });
    const yearly = screen.getByRole('button', { name: 'Yearly' });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    await user.click(yearly);

    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(monthly).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('$89')).toBeInTheDocument();
    expect(screen.getByText('$139')).toBeInTheDocument();
    expect(screen.getAllByText('/year')).toHaveLength(2);
    expect(screen.queryByText('$8.99')).not.toBeInTheDocument();
    expect(screen.queryByText('$13.99')).not.toBeInTheDocument();

    await user.click(monthly);
    expect(screen.getByText('$8.99')).toBeInTheDocument();
  });

  it('lists the Plus and Max features from the plan table', () => {
    renderLanding();
    const plus = screen.getByRole('heading', { name: 'Plus', level: 3 }).closest('li')!;
    const max = screen.getByRole('heading', { name: 'Max', level: 3 }).closest('li')!;
    expect(plus).toHaveTextContent('10 writing papers and 10 plagiarism checks a month');
    expect(plus).toHaveTextContent('Math tutor with image recognition');
    expect(max).toHaveTextContent('Everything in Plus');
    expect(max).toHaveTextContent('Full bootcamp access');
    expect(max).toHaveTextContent('Best Value');
  });

  it('opens the login dialog from Sign In and the register dialog from Get Started', async () => {
    const user = userEvent.setup();
    renderLanding();
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Sign In' }));
    expect(openAuthDialog).toHaveBeenLastCalledWith('login');
    await user.click(within(header).getByRole('button', { name: 'Get Started' }));
    expect(openAuthDialog).toHaveBeenLastCalledWith('register');
  });

  it('opens the register dialog from the hero, the plan buttons and the final call to action', async () => {
    const user = userEvent.setup();
    renderLanding();
    for (const name of ['Get Started Free', 'Choose Plus', 'Choose Max', 'Create Free Account']) {
      openAuthDialog.mockClear();
      await user.click(screen.getByRole('button', { name: new RegExp(name) }));
      expect(openAuthDialog).toHaveBeenCalledExactlyOnceWith('register');
    }
  });

  it('has a support mailto link, the current year and an Admin Access button in the footer', async () => {
    const user = userEvent.setup();
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@studybot.app',
    );
    expect(footer).toHaveTextContent('within 24 hours');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} StudyBot`);
    await user.click(within(footer).getByRole('button', { name: 'Admin Access' }));
    expect(openAuthDialog).toHaveBeenCalledExactlyOnceWith('admin');
  });

  it('attributes testimonials to roles, not named people', () => {
    renderLanding();
    const captions = screen
      .getAllByRole('figure')
      .map((figure) => within(figure).getByText(/./, { selector: 'figcaption' }).textContent);
    expect(captions).toEqual([
      'High-school junior',
      'First-year engineering student',
      'Parent of a 9th grader',
    ]);
  });
});
