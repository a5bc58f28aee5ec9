import type { AuthResponse, User } from '@studybot/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api-error';
import { clearToken, getToken, setToken } from '../token';
import { adminLogin as requestAdminLogin } from './api/admin-login';
import { changePassword as requestPasswordChange } from './api/change-password';
import { getMe, useMe } from './api/get-me';
import { login as requestLogin } from './api/login';
import { logout as requestLogout } from './api/logout';
import { logoutAll } from './api/logout-all';
import { register as requestRegister } from './api/register';

export type AuthMode = 'login' | 'register' | 'admin';

/** What the sign-in dialog gets from `AuthProvider`; app/ supplies the dialog itself. */
export interface AuthDialogProps {
  /** The open mode, or null when the dialog is closed. */
  mode: AuthMode | null;
  onModeChange(mode: AuthMode): void;
  onClose(): void;
  login(username: string, password: string): Promise<void>;
  /** `emailConsent`: agreed to study tips and news by email (only these users are ever exported). */
  register(username: string, email: string, password: string, emailConsent: boolean): Promise<void>;
  adminLogin(username: string, password: string): Promise<void>;
}

export interface AuthContextValue {
  user: User | null;
  /** `loading` while a stored token is being checked; guards wait instead of redirecting. */
  status: 'loading' | 'ready';
  openAuthDialog(mode: AuthMode): void;
  login(username: string, password: string): Promise<void>;
  /** `emailConsent`: agreed to study tips and news by email (only these users are ever exported). */
  register(username: string, email: string, password: string, emailConsent: boolean): Promise<void>;
  adminLogin(username: string, password: string): Promise<void>;
  /** Ends this session on the server (best effort) and signs out here at once. */
  logout(): void;
  /** Ends every session of the account, this one included; throws when the server refuses. */
  logoutEverywhere(): Promise<void>;
  /** Changes the password; other sessions end, this one continues with a new token. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Reads the user again (plan, credits) after something on the server changed it, e.g. a purchase. */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Holds the signed-in user and renders the auth dialog. Must sit inside a router. */
export function AuthProvider({
  children,
  dialog: AuthDialog,
}: {
  children: ReactNode;
  dialog: ComponentType<AuthDialogProps>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  // From mount while a stored token is checked (GET /auth/me); signing in or out ends the check.
  const [checking, setChecking] = useState(() => getToken() !== null);
  const status = checking ? 'loading' : 'ready';
  const [dialogMode, setDialogMode] = useState<AuthMode | null>(null);

  const me = useMe({ enabled: checking });
  useEffect(() => {
    if (!checking) return;
    if (me.isSuccess) {
      setUser(me.data);
      setChecking(false);
    } else if (me.isError) {
      // The token no longer works (or the check could not be made): sign out here.
      clearToken();
      setUser(null);
      setChecking(false);
    }
  }, [checking, me.isSuccess, me.isError, me.data]);

  const signIn = useCallback(
    (answer: AuthResponse, destination: string) => {
      setToken(answer.access_token);
      queryClient.clear();
      // One transition for the user and the route: the router navigates inside a transition,
      // so setting the user outside it would first render `/` signed in, whose guard then
      // redirects to /dashboard before the admin reaches /admin.
      startTransition(() => {
        setUser(answer.user);
        setChecking(false);
        setDialogMode(null);
        navigate(destination);
      });
    },
    [navigate, queryClient],
  );

  const login = useCallback(
    async (username: string, password: string) => {
      const answer = await requestLogin({ username, password });
      signIn(answer, '/dashboard');
    },
    [signIn],
  );

  const register = useCallback(
    async (username: string, email: string, password: string, emailConsent: boolean) => {
      const answer = await requestRegister({ username, email, password, email_consent: emailConsent });
      signIn(answer, '/dashboard');
    },
    [signIn],
  );

  const adminLogin = useCallback(
    async (username: string, password: string) => {
      const answer = await requestAdminLogin({ username, password });
      signIn(answer, '/admin');
    },
    [signIn],
  );

  const signOutHere = useCallback(() => {
    clearToken();
    queryClient.clear();
    setUser(null);
    setChecking(false);
    navigate('/');
  }, [navigate, queryClient]);

  const logout = useCallback(() => {
    // The request reads the token before it is cleared below; signing out here never waits for it.
    requestLogout().catch(() => {
      // Offline or already ended: the token is forgotten here either way.
    });
    signOutHere();
  }, [signOutHere]);

  const logoutEverywhere = useCallback(async () => {
    try {
      await logoutAll();
    } catch (error) {
      // A 401 means this session had already ended: signing out here finishes the job.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    signOutHere();
  }, [signOutHere]);

  const changePassword = useCallback(async (currentPassword: string, newPassword: string) => {
    const answer = await requestPasswordChange({
      current_password: currentPassword,
      new_password: newPassword,
    });
    setToken(answer.access_token);
    setUser(answer.user);
  }, []);

  const refreshUser = useCallback(async () => {
    try {
      setUser(await getMe());
    } catch {
      // The header keeps the plan it showed; the next page load reads it again.
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      status,
      openAuthDialog: setDialogMode,
      login,
      register,
      adminLogin,
      logout,
      logoutEverywhere,
      changePassword,
      refreshUser,
    }),
    [user, status, login, register, adminLogin, logout, logoutEverywhere, changePassword, refreshUser],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      <AuthDialog
        mode={dialogMode}
        onModeChange={setDialogMode}
        onClose={() => setDialogMode(null)}
        login={login}
        register={register}
        adminLogin={adminLogin}
      />
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>');
  return value;
}
