import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReview } from '@/testing/test-utils';
import { ReviewCard } from './review-card';
import { StarRating } from './star-rating';

describe('ReviewCard', () => {
  it('shows the photo, name, location, rating and text', () => {
    render(<ReviewCard review={makeReview({ name: 'Thowhid', location: 'Mymensingh', ratings: 5, review: 'Fast delivery.' })} />);

    expect(screen.getByRole('img', { name: 'Thowhid' })).toHaveAttribute('src', '/images/avatars/antor.svg');
    expect(screen.getByText('Thowhid')).toBeInTheDocument();
    expect(screen.getByText('Mymensingh')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('“Fast delivery.”')).toBeInTheDocument();
    expect(screen.queryByText('Verified buyer')).not.toBeInTheDocument();
  });

  it('says in words when the author is a verified buyer (had a paid order)', () => {
    render(<ReviewCard review={makeReview({ verified: true })} />);
    expect(screen.getByRole('figure')).toHaveTextContent('Verified buyer');
  });
});

describe('StarRating', () => {
  it('fills up to the rating and says it in words', () => {
    render(<StarRating value={3} />);
    const rating = screen.getByRole('img', { name: 'Rated 3 out of 5' });
    const stars = [...rating.children];
    expect(stars).toHaveLength(5);
    expect(stars.map((star) => star.getAttribute('aria-current'))).toEqual([null, null, 'true', null, null]);
  });

  it('keeps out-of-range ratings within 0 to 5', () => {
    render(<StarRating value={9} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });
});
