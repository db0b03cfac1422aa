/** Centered card with the logo for the sign-in and setup screens. */
import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';

/** Frame of an admin auth form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <Logo />
        <h1 className="display-title auth-card__title">{title}</h1>
        <p className="muted">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}
