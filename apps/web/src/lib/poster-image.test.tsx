import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, PosterImage } from './poster-image';

describe('PosterImage', () => {
  it('swaps in the placeholder when the image fails to load, and retries a new source', () => {
    const { rerender } = render(
      <PosterImage src="/media/broken.jpg" alt="Poster" width={200} height={300} />,
    );
    const img = screen.getByRole('img', { name: 'Poster' });
    expect(img.getAttribute('src')).toBe('/media/broken.jpg');

    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);

    rerender(<PosterImage src="/media/other.jpg" alt="Poster" width={200} height={300} />);
    expect(screen.getByRole('img', { name: 'Poster' }).getAttribute('src')).toBe(
      '/media/other.jpg',
    );
  });
});
