/**
 * The images of an `x-upload` field as thumbnails (lists: the main image, small; views: all of them, the first
 * marked as the main one). Uploaded images show their server-made thumbnail; images elsewhere are scaled by the
 * browser. Each has its alt text (or the field's title) for screen readers.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import type { FieldModel } from '../model.ts';
import { thumbnailUrl } from '../../../checks/media.ts';
import { imageItems } from './imageItems.ts';

/** One thumbnail; an image that cannot be loaded (a site that is gone) is a quiet icon with its alt text as a tooltip. */
function Thumbnail({ url, alt, px, testId }: { url: string; alt: string; px: number; testId: string }) {
  const [broken, setBroken] = useState(false);
  const box = { width: px, height: px, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.paper', overflow: 'hidden' } as const;
  if (broken) {
    return (
      <Tooltip title={`${alt} (the image could not be loaded)`}>
        <Box role="img" aria-label={`${alt} (the image could not be loaded)`} sx={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.disabled' }} data-testid={`${testId}-broken`}>
          <BrokenImageIcon fontSize={px < 60 ? 'small' : 'medium'} />
        </Box>
      </Tooltip>
    );
  }
  return <Box component="img" src={url} alt={alt} loading="lazy" onError={() => setBroken(true)} sx={{ ...box, objectFit: 'contain', display: 'block', fontSize: 0 }} data-testid={testId} />;
}

export function ImageThumbnails({ field, value, size, placeholder }: { field: FieldModel; value: unknown; size: 'small' | 'large'; /** An empty box where there is no image, so lines stay aligned (phone lists). */ placeholder?: boolean }) {
  const items = imageItems(field, value);
  if (!items.length) {
    return placeholder ? <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }} /> : null;
  }
  const shown = size === 'small' ? items.slice(0, 1) : items;
  const px = size === 'small' ? 40 : 120;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid={`images-${field.name}`}>
      {shown.map((item, i) => (
        <Box key={`${item.url}-${i}`} sx={{ position: 'relative', width: px, height: px, flex: 'none' }}>
          <Thumbnail url={thumbnailUrl(item.url)} alt={item.alt || (i === 0 ? `${field.title}: main image` : `${field.title} ${i + 1}`)} px={px} testId={size === 'small' ? 'list-thumbnail' : 'view-image'} />
          {size === 'large' && i === 0 && items.length > 1 ? (
            <Box component="span" sx={{ position: 'absolute', left: 4, top: 4, px: 0.5, fontSize: 11, borderRadius: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>Main</Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
