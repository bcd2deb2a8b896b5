import { webMessages } from '@partsmith/contract/web-messages';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';

export function Component() {
  usePageMeta({ title: webMessages.pageNotFoundHeading, description: webMessages.pageNotFoundText });
  return (
    <div className="pb-16">
      <img
        src="/images/not-found.svg"
        alt="404 illustration: an unplugged cable next to a circuit board"
        width={1600}
        height={600}
        className="block h-auto w-full"
      />
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 pt-6 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{webMessages.pageNotFoundHeading}</h1>
        <p className="text-lg text-base-content/80">{webMessages.pageNotFoundText}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn btn-primary">
            Back to home
          </Link>
          <Link to="/product" className="btn btn-ghost">
            Browse all parts
          </Link>
        </div>
      </div>
    </div>
  );
}
