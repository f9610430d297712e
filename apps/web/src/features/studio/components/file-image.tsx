import { useCallback, type ImgHTMLAttributes } from 'react';

type FileImageProps = { file: Blob; alt: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt'
>;

/**
 * An <img> of a local file (a chosen poster) through an object URL that lives as long as the
 * element shows that file: made when it attaches, revoked when it detaches or the file changes.
 */
export function FileImage({ file, alt, ...props }: FileImageProps) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} {...props} />;
}
