import { FOUNDED_YEAR } from '@partsmith/contract/constants';
import { Link } from 'react-router';

export function SuccessSection() {
  return (
    <section aria-labelledby="success-heading" className="render-when-visible-204 bg-base-200">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-20">
        <img
          src="/images/success.svg"
          alt="Illustration of a parcel travelling around the globe, with a check mark"
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="order-last h-auto w-full lg:order-first"
        />
        <div className="space-y-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Our success</p>
          <h2 id="success-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Building with our customers since {FOUNDED_YEAR}
          </h2>
          <p className="text-lg leading-relaxed text-base-content/80">
            What began as a small workshop now ships parts to sellers in 200 countries. Repair shops, system builders and electronics brands come back to us
            because every order arrives as promised, from the first piece to the last.
          </p>
          <Link to="/product" className="btn btn-lg btn-primary">
            Start your order
          </Link>
        </div>
      </div>
    </section>
  );
}
