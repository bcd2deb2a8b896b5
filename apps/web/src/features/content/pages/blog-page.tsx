import { SHOP_NAME } from '@partsmith/contract/constants';
import { GlassPage } from '@/components/layout/glass-page';
import { usePageMeta } from '@/components/page-meta';
import { EmptyNote } from '@/components/ui/query-content';
import { formatDate } from '@/lib/format';
import { WithSiteContent } from '../components/with-site-content';

export function BlogPage() {
  usePageMeta({ title: 'Blog', description: `Notes from the ${SHOP_NAME} factory: how we price parts per piece, choose coolers and set minimum orders.` });
  return (
    <GlassPage eyebrow="Blog" title="From the factory floor" description={<p>Short notes on parts, orders and how we work.</p>}>
      <WithSiteContent errorTitle="We could not load the blog">
        {({ blog }) =>
          blog.length === 0 ? (
            <EmptyNote>No posts yet.</EmptyNote>
          ) : (
            <div className="space-y-10">
              {blog.map((post) => (
                <article key={post.slug} id={post.slug} aria-labelledby={`post-${post.slug}`} className="space-y-3 leading-relaxed">
                  <header className="space-y-1">
                    <h2 id={`post-${post.slug}`} className="text-2xl font-semibold">
                      {post.title}
                    </h2>
                    <p className="text-sm text-base-content/80">
                      <time dateTime={post.date}>{formatDate(post.date)}</time>
                    </p>
                  </header>
                  <p className="text-lg font-medium">{post.summary}</p>
                  {post.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </article>
              ))}
            </div>
          )
        }
      </WithSiteContent>
    </GlassPage>
  );
}
