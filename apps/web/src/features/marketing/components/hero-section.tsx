import { FOUNDED_YEAR } from '@partsmith/contract/constants';
import { Link } from 'react-router';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-base-200 to-base-100">
      {/* A radial gradient, not a blurred disc: a blur filter this large is a costly paint on a phone. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 -right-48 size-[40rem] bg-radial from-primary/10 from-25% to-transparent to-70%"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-20">
        <div className="space-y-6">
          <p className="badge badge-soft badge-primary font-medium">Factory direct since {FOUNDED_YEAR}</p>
          <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Computer parts by the piece, <span className="text-primary">straight from the factory</span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-base-content/80">
            Keyboards, coolers, chips, motherboards and more, made in our own plant. Order exactly the quantity you need, from a small batch to a full
            production run.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/product" className="btn btn-lg btn-primary">
              Shop all parts
            </Link>
            <Link to="/business-summary" className="btn btn-ghost btn-lg">
              Why builders trust us
            </Link>
          </div>
        </div>
        <img
          src="/images/hero.svg"
          alt="Illustration of a motherboard with a processor, a memory module and a cooling fan"
          width={1200}
          height={800}
          fetchPriority="high"
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}
