import { COPYRIGHT_YEAR, FOUNDED_YEAR, SHOP_NAME } from '@partsmith/contract/constants';
import { Link } from 'react-router';
import { COMPANY_LINKS, NAV_LINKS, type NavLinkItem } from './nav-links';

const SOCIAL_LINKS = [
  {
    name: 'X (Twitter)',
    path: 'M24 4.557c-.883.392-1.832.656-2.828.775 1.017-.609 1.798-1.574 2.165-2.724-.951.564-2.005.974-3.127 1.195-.897-.957-2.178-1.555-3.594-1.555-3.179 0-5.515 2.966-4.797 6.045-4.091-.205-7.719-2.165-10.148-5.144-1.29 2.213-.669 5.108 1.523 6.574-.806-.026-1.566-.247-2.229-.616-.054 2.281 1.581 4.415 3.949 4.89-.693.188-1.452.232-2.224.084.626 1.956 2.444 3.379 4.6 3.419-2.07 1.623-4.678 2.348-7.29 2.04 2.179 1.397 4.768 2.212 7.548 2.212 9.142 0 14.307-7.721 13.995-14.646.962-.695 1.797-1.562 2.457-2.549z',
  },
  {
    name: 'YouTube',
    path: 'M19.615 3.184c-3.604-.246-11.631-.245-15.23 0-3.897.266-4.356 2.62-4.385 8.816.029 6.185.484 8.549 4.385 8.816 3.6.245 11.626.246 15.23 0 3.897-.266 4.356-2.62 4.385-8.816-.029-6.185-.484-8.549-4.385-8.816zm-10.615 12.816v-8l8 3.993-8 4.007z',
  },
  {
    name: 'Facebook',
    path: 'M9 8h-3v4h3v12h5v-12h3.642l.358-4h-4v-1.667c0-.955.192-1.333 1.115-1.333h2.885v-5h-3.808c-3.596 0-5.192 1.583-5.192 4.615v3.385z',
  },
  {
    name: 'LinkedIn',
    path: 'M19 0h-14c-2.761 0-5 2.239-5 5v14c0 2.761 2.239 5 5 5h14c2.762 0 5-2.239 5-5v-14c0-2.761-2.238-5-5-5zm-11 19h-3v-11h3v11zm-1.5-12.268c-.966 0-1.75-.79-1.75-1.764s.784-1.764 1.75-1.764 1.75.79 1.75 1.764-.783 1.764-1.75 1.764zm13.5 12.268h-3v-5.604c0-3.368-4-3.113-4 0v5.604h-3v-11h3v1.765c1.396-2.586 7-2.777 7 2.476v6.759z',
  },
] as const;

function FooterLinks({ title, links }: { title: string; links: readonly NavLinkItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="footer-title">{title}</h2>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="link link-hover">
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="render-when-visible-200 mt-auto bg-neutral text-neutral-content">
      <div className="footer mx-auto max-w-7xl gap-10 px-4 py-12 sm:footer-horizontal sm:px-6">
        <aside className="max-w-sm space-y-3">
          <p className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
            <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
            {SHOP_NAME}
          </p>
          <p className="leading-relaxed text-neutral-content/80">
            {SHOP_NAME} has made computer parts since {FOUNDED_YEAR}: keyboards, coolers, chips, motherboards and more, built in our own factory and sold per
            piece to workshops, system builders and repair shops around the world.
          </p>
        </aside>
        <FooterLinks title="Shop" links={NAV_LINKS} />
        <FooterLinks title="Company" links={COMPANY_LINKS} />
        <nav aria-label="Social media">
          <h2 className="footer-title">Follow us</h2>
          <ul className="flex gap-2">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <Link
                  to="/portfolio"
                  aria-label={`${SHOP_NAME} on ${social.name}`}
                  title={social.name}
                  className="btn btn-square border-transparent bg-transparent text-neutral-content shadow-none hover:bg-neutral-content/10"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
                    <path d={social.path} />
                  </svg>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-neutral-content/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-neutral-content/80 sm:px-6">
          Copyright © {COPYRIGHT_YEAR} - All right reserved by {SHOP_NAME}
        </p>
      </div>
    </footer>
  );
}
