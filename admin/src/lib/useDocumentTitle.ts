import { useEffect } from 'react';
import { productName } from '../model.ts';

/** Sets `document.title` to `Sellyard | <title>` while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${productName} | ${title}` : productName;
  }, [title]);
}
