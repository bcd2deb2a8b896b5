import { PayButton } from './pay-button';

/** Holds the card form's place while the payment intent is created: the Pay button waits for the client secret. */
export function CardFormPlaceholder() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Preparing the card form…
      </p>
      <div className="grid grid-cols-2 gap-4 motion-safe:animate-pulse" aria-hidden="true">
        {['col-span-2', '', ''].map((span, index) => (
          <div key={index} className={span}>
            <div className="skeleton mb-2 h-4 w-24" />
            <div className="skeleton h-10 w-full" />
          </div>
        ))}
      </div>
      <PayButton disabled />
    </div>
  );
}
