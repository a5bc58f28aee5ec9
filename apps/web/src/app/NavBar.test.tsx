import { BRAND } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '../test/utils';

const ENTRIES: Array<[string, string]> = [
  ['Dashboard', '/dashboard'],
  ['Create', '/create'],
  ['Interview', '/interview'],
  ['Resume', '/resume-analyzer'],
  ['Bootcamp', '/bootcamp'],
  ['Writing', '/writing-assistant'],
  ['Math Tutor', '/math-tutor'],
  ['Chat', '/chat'],
  ['Analytics', '/analytics'],
  ['Library', '/library'],
  ['Billing', '/billing'],
];

async function mainNav() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('navigation bar', () => {
  it('lists every tool in order, without Admin for a normal user', async () => {
    renderApp('/dashboard', { user: makeUser() });
    const nav = await mainNav();
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(ENTRIES);
    expect(nav.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('adds the Admin entry for admins', async () => {
    renderApp('/dashboard', { user: makeUser({ is_admin: true }) });
    const nav = await mainNav();
    expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows the user, the plan, help and a logo link to the dashboard', async () => {
    renderApp('/library', { user: makeUser({ username: 'bella', plan_tier: 'max' }) });
    await mainNav();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('bella')).toBeInTheDocument();
    expect(within(banner).getByText('Max Plan')).toBeInTheDocument();
    expect(within(banner).getByText('b')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Help' })).toHaveAttribute(
      'href',
      `mailto:${BRAND.supportEmail}`,
    );
    expect(within(banner).getByRole('link', { name: 'StudyBot' })).toHaveAttribute('href', '/dashboard');
  });

  it('marks the current page', async () => {
    renderApp('/library', { user: makeUser() });
    const nav = await mainNav();
    expect(nav.getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('logs out: clears the token and returns to /', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { user: makeUser() });
    await mainNav();
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('logs out even when the browser blocks storage', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { user: makeUser() });
    await mainNav();
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('is not shown to logged-out visitors on public pages', async () => {
    renderApp('/about');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/about'));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('opens the small-screen menu, and closes it on Escape and on navigation', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { user: makeUser({ is_admin: true }) });
    await mainNav();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getAllByRole('link')).toHaveLength(ENTRIES.length + 1);
    expect(screen.getAllByRole('link', { name: 'Help' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(2);

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Chat' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/chat'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
  });
});
