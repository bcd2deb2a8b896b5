import { QUERY_RETRIES, QUERY_STALE_TIME_MS, TOAST_DURATION_MS } from '@partsmith/contract/constants';
import type { ReactNode } from 'react';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

const code = (text: string) => <code className="rounded bg-base-200 px-1 py-0.5 text-[0.9em]">{text}</code>;

/** The specification's five questions, answered with how this shop is actually built. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'How do you improve the performance of a React application?',
    answer: (
      <>
        <p>
          Send less, later. Every page of this shop is its own lazy chunk ({code('lazyPage()')} in the router), so the home page downloads only the code it
          shows, and a test in the Playwright suite fails the build if that grows past 110 kB of gzip. Admin screens never load for visitors, and Stripe’s
          script loads only on the payment page.
        </p>
        <p>
          The server sends the built files pre-compressed with Brotli or gzip, with hashed names cached for a year. Images are drawn as small SVGs or re-encoded
          to WebP, carry their width and height so nothing jumps, and load lazily below the fold. TanStack Query keeps answers fresh for{' '}
          {QUERY_STALE_TIME_MS / 60_000} minutes, so going back to a page does not ask the server again, and loading placeholders are shaped like the content
          they stand for.
        </p>
      </>
    ),
  },
  {
    question: 'What are the different ways to manage state in a React application?',
    answer: (
      <>
        <p>
          Pick the tool by the kind of state. State that belongs to the server (parts, orders, reviews, the signed-in session) lives in TanStack Query’s cache:
          it fetches, caches, retries up to {QUERY_RETRIES} times with back-off and refreshes after a change, so no component keeps its own copy.
        </p>
        <p>
          Form state is react-hook-form’s, validated by the same zod schemas the server checks. Short-lived UI state, such as whether the menu drawer is open,
          is {code('useState')} in the component that owns it. The theme is shared through {code('useSyncExternalStore')} over localStorage, and the address bar
          holds what a link should reproduce: the page, the search and the sort order. Context is used for app-wide services such as toasts, and no global store
          is needed.
        </p>
      </>
    ),
  },
  {
    question: 'How does prototypical inheritance work?',
    answer: (
      <>
        <p>
          Every JavaScript object has a link to another object, its prototype. When a property is not found on the object itself, the engine looks it up on the
          prototype, then on that one’s prototype, and so on until the chain ends in {code('null')}. Methods are shared this way rather than copied into every
          object.
        </p>
        <p>
          {code('class')} is syntax over this mechanism. In this shop, {code('class ApiError extends Error')} makes {code('ApiError.prototype')} inherit from{' '}
          {code('Error.prototype')}, so a failed call has a stack trace and a message like any error, plus its own {code('status')} and {code('isClientError')};{' '}
          {code('instanceof ApiError')} simply walks that chain.
        </p>
      </>
    ),
  },
  {
    question: 'Why should you not set the state directly in React?',
    answer: (
      <>
        <p>
          Because React would not know. Assigning to a state variable or mutating a state object changes the value in place without telling React, so nothing
          re-renders and the screen shows stale data. Calling the setter from {code('useState')} schedules a render with the new value, lets React batch several
          updates into one, and keeps each render’s values consistent.
        </p>
        <p>
          React also compares old and new state by reference: a mutated object is still “the same” object, so memoised children and effects would skip their
          work. Always pass a new value, for example {code('setItems([...items, item])')} rather than {code('items.push(item)')}; in this shop the server’s data
          is changed only through TanStack Query, never by editing its cached objects.
        </p>
      </>
    ),
  },
  {
    question: 'What is a unit test? Why should we write unit tests?',
    answer: (
      <>
        <p>
          A unit test checks one small piece of code (a function, a hook, a component) in isolation, quickly and without the rest of the system. Here Vitest
          runs them: the web app’s components render in jsdom with Testing Library, for example to check that a toast closes after exactly {TOAST_DURATION_MS}{' '}
          ms using fake timers, and the server’s rules are tested against both SQLite and PostgreSQL.
        </p>
        <p>
          Unit tests catch a mistake minutes after it is made, document how the code is meant to behave, and make it safe to change the code later. They are
          complemented by Playwright tests that click through whole journeys in a real browser, such as ordering and paying for a part.
        </p>
      </>
    ),
  },
];
