import { BRAND } from '@studybot/contract';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';
import { LegalLayout } from './LegalLayout';

const link =
  'rounded-sm font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

function PrivacyEmail() {
  return (
    <a href={`mailto:${BRAND.privacyEmail}`} className={`${link} break-all`}>
      {BRAND.privacyEmail}
    </a>
  );
}

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what the tools need to work:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your username, e-mail address and password. The password is
            stored only as a salted hash, never as readable text.
          </li>
          <li>
            <strong>What you create and upload:</strong> chats, quizzes, flashcards, papers, solved problems,
            code, resumes, interview answers, and any photos or documents you choose to upload.
          </li>
          <li>
            <strong>Usage and progress:</strong> counts used for plan allowances, quiz scores, lesson progress
            and review history, so we can show your analytics and schedule your flashcards.
          </li>
          <li>
            <strong>Plan details:</strong> your plan, its status and renewal date. Card numbers are never
            stored by StudyBot; if paid plans are enabled, the payment provider handles them.
          </li>
          <li>
            <strong>Technical logs:</strong> request times, network addresses and error details that the
            server records to stay reliable and to stop abuse such as repeated failed sign-ins.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>run the tools you ask for and keep your work in your library;</li>
          <li>apply your plan&apos;s allowances and show your usage;</li>
          <li>build your progress analytics and spaced-repetition schedule;</li>
          <li>keep accounts secure, for example by limiting repeated sign-in attempts;</li>
          <li>answer you when you contact support.</li>
        </ul>
        <p>We do not sell your information, show advertising, or use your work to train AI models.</p>
      </>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>
          Out of the box, StudyBot does its AI work on its own server with built-in engines, so your content
          is not sent anywhere. Information leaves the server only in these cases:
        </p>
        <ul>
          <li>
            <strong>An external AI provider</strong>, if the operator of your installation connects one. The
            text of a request, and the notes or sources it needs, are then sent to that provider to produce
            the answer.
          </li>
          <li>
            <strong>A payment provider</strong>, if the operator enables paid plans and you choose to upgrade.
          </li>
          <li>
            <strong>A mailing-list service</strong>, if the operator exports subscriber contacts to one. Only
            your username and e-mail address are included.
          </li>
          <li>
            <strong>When the law requires it</strong>, such as a valid court order.
          </li>
        </ul>
        <p>
          The plagiarism checker compares text with other documents stored on the same installation and with a
          bundled reference collection. Administrators of an installation can see account details in order to
          run it.
        </p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <p>
          Passwords are stored hashed with a per-user salt. Sign-in tokens are signed and expire after seven
          days. Sign-in attempts are rate limited, uploads are checked by their content, and every database
          query is parameterized.
        </p>
        <p>
          If you host StudyBot yourself, you are responsible for serving it over HTTPS, keeping the server
          updated and backing up its data. No system is perfectly secure, but we work to protect your
          information and will tell affected users promptly if a breach occurs on an installation we run.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>You can, at any time:</p>
        <ul>
          <li>see and delete the items in your library from within the app;</li>
          <li>ask for a copy of your data, or for mistakes in it to be corrected;</li>
          <li>ask us to delete your account and everything linked to it;</li>
          <li>unsubscribe from any e-mail we send.</li>
        </ul>
        <p>
          Depending on where you live, laws such as the GDPR or the CCPA may give you further rights. To use
          any of them, write to <PrivacyEmail />. If your account is on an installation run by your school or
          another organisation, that operator holds your data, so contact them as well.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        StudyBot uses no advertising or tracking cookies and no third-party analytics. To keep you signed in,
        it stores a sign-in token in your browser&apos;s local storage; signing out removes it. If you go to a
        payment provider&apos;s checkout page, that provider may set its own cookies there.
      </p>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-Party Services',
    body: (
      <>
        <p>
          By default StudyBot relies on no third-party services at all. An operator may choose to connect an
          AI provider (for example OpenAI, Anthropic, or a self-hosted model server), a payment provider such
          as Stripe, or a mailing-list service such as MailerLite.
        </p>
        <p>
          When one is connected, the information described under Information Sharing is handled under that
          provider&apos;s own privacy policy, which we encourage you to read.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    body: (
      <>
        <p>
          StudyBot is meant for users 13 and older. We do not knowingly collect information from children
          under 13. If you believe a child under 13 has created an account, write to <PrivacyEmail /> and we
          will delete it.
        </p>
        <p>
          Schools and other organisations that host StudyBot themselves are responsible for their deployment,
          including any parental consent that local law requires.
        </p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your data? E-mail <PrivacyEmail /> and we will reply within{' '}
        {BRAND.privacyReplyHours} hours.
      </p>
    ),
  },
];

export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalLayout>
      <article>
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Privacy Policy
          </h1>
          <p className="mt-3 text-sm font-medium text-slate-600">Last updated: {BRAND.privacyUpdated}</p>
          <p className="mt-6 text-lg text-slate-700">
            {BRAND.name} is open-source software that anyone can host. This policy explains what it collects
            and why, for installations run by the {BRAND.name} team. If a school or another organisation runs
            the installation you use, that operator decides where your data lives and which outside services,
            if any, are connected.
          </p>
        </header>

        <nav aria-label="On this page" className="mt-8 rounded-2xl bg-slate-50 p-6">
          <p className="text-sm font-semibold text-slate-900">On this page</p>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-2 pl-5 text-sm sm:grid-cols-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={link}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-10">
          {SECTIONS.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-6"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-7 text-slate-700 [&_li]:mt-2 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </article>
    </LegalLayout>
  );
}
