/**
 * The form field of `x-upload: "image"` fields (a product's images): the images as thumbnails in their order (the
 * first is the main image), each with its alt text, moved earlier or later, or removed; new ones uploaded from the
 * computer (several at once, PNG, JPEG, WebP or GIF up to 10 MB: the server checks the bytes and makes the
 * thumbnails) or added by an https address. Buttons, not drag and drop, so a keyboard and a screen reader can do
 * all of it; loaded lazily with the form.
 */
import { useRef, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/CloudUpload';
import LeftIcon from '@mui/icons-material/ArrowBack';
import RightIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { entityByName } from '../model.ts';
import { apiFetch, errorMessage } from '../data/dataProvider.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, thumbnailUrl } from '../../../checks/media.ts';
import { imageItems, imagesValue, type ImageItem } from './imageItems.ts';

const ACCEPT = Object.values(IMAGE_TYPES).join(',');

/** Uploads one file to the resource's image endpoint; answers its public path. */
async function uploadImage(resource: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await apiFetch(`/api/${resource}/images`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  return (await response.json()).url as string;
}

export default function ImagesField(props: FieldProps) {
  const { formData, onChange, disabled, readonly, registry, uiSchema, fieldPathId } = props;
  const entity = entityByName((registry.formContext as { entityName?: string } | undefined)?.entityName);
  const name = String((uiSchema?.['ui:options'] as { field?: string } | undefined)?.field ?? '');
  const field = entity?.fields.find((f) => f.name === name);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  if (!field || !entity?.resource) return null;
  const items = imageItems(field, formData);
  const max = Number((field.schema as { maxItems?: number }).maxItems ?? (field.upload?.many ? 24 : 1));
  const locked = disabled || readonly;
  const set = (next: ImageItem[]) => onChange(imagesValue(field, next) as never, fieldPathId.path);
  const id = fieldPathId.$id;

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setError(null);
    const chosen = [...files].slice(0, Math.max(0, max - items.length));
    const tooBig = chosen.filter((f) => f.size > IMAGE_MAX_BYTES);
    if (tooBig.length) setError(`${tooBig.map((f) => f.name).join(', ')}: over the 10 MB limit.`);
    const toSend = chosen.filter((f) => f.size <= IMAGE_MAX_BYTES);
    setBusy((n) => n + toSend.length);
    const added: ImageItem[] = [];
    for (const file of toSend) {
      try {
        const url = await uploadImage(entity.resource!, file);
        added.push({ url, item: {} });
      } catch (e) {
        setError(`${file.name}: ${errorMessage(e)}`);
      } finally {
        setBusy((n) => n - 1);
      }
    }
    if (added.length) set(field.upload?.many ? [...items, ...added] : added.slice(-1));
    if (input.current) input.current.value = '';
  };

  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };

  const addAddress = () => {
    const url = address.trim();
    if (!/^https:\/\/\S+$/.test(url)) return setError('An image address starts with https://.');
    setError(null);
    set(field.upload?.many ? [...items, { url, item: {} }] : [{ url, item: {} }]);
    setAddress('');
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, minWidth: 0 }} data-testid={`images-field-${name}`}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {field.title}{field.upload?.many ? ' — the first is the main image' : ''}
      </Typography>
      {error ? <Alert severity="error" sx={{ mb: 1 }} onClose={() => setError(null)} data-testid="images-error">{error}</Alert> : null}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {items.map((item, i) => (
          <Box component="li" key={`${item.url}-${i}`} sx={{ border: 1, borderColor: i === 0 ? 'primary.main' : 'divider', borderRadius: 1, p: 1, minWidth: 0 }} data-testid={`image-${i}`}>
            <Box sx={{ position: 'relative' }}>
              <Box component="img" src={thumbnailUrl(item.url)} alt={item.alt || `Image ${i + 1}`} sx={{ width: '100%', aspectRatio: '1', objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 0.5, display: 'block' }} />
              {i === 0 && field.upload?.many ? <Box component="span" sx={{ position: 'absolute', left: 4, top: 4, px: 0.5, fontSize: 11, borderRadius: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>Main</Box> : null}
            </Box>
            {field.upload?.urlField ? (
              <TextField
                size="small" fullWidth margin="dense" label="Alt text" value={item.alt ?? ''} disabled={locked}
                slotProps={{ htmlInput: { maxLength: 255, 'data-testid': `image-${i}-alt` } }}
                onChange={(e) => set(items.map((x, j) => (j === i ? { ...x, alt: e.target.value } : x)))}
              />
            ) : null}
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <span>
                {field.upload?.many ? (
                  <>
                    <Tooltip title="Move earlier"><span><IconButton size="small" aria-label={`Move image ${i + 1} earlier`} disabled={locked || i === 0} onClick={() => move(i, i - 1)} data-testid={`image-${i}-earlier`}><LeftIcon fontSize="small" /></IconButton></span></Tooltip>
                    <Tooltip title="Move later"><span><IconButton size="small" aria-label={`Move image ${i + 1} later`} disabled={locked || i === items.length - 1} onClick={() => move(i, i + 1)} data-testid={`image-${i}-later`}><RightIcon fontSize="small" /></IconButton></span></Tooltip>
                  </>
                ) : null}
              </span>
              <Tooltip title="Remove"><span><IconButton size="small" aria-label={`Remove image ${i + 1}`} disabled={locked} onClick={() => set(items.filter((_, j) => j !== i))} data-testid={`image-${i}-remove`}><DeleteIcon fontSize="small" /></IconButton></span></Tooltip>
            </Stack>
          </Box>
        ))}
      </Box>
      {busy ? <LinearProgress sx={{ mt: 1 }} aria-label="Uploading images" data-testid="images-uploading" /> : null}
      {locked || items.length >= max ? null : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
          <Button component="label" variant="outlined" size="small" startIcon={<UploadIcon />} disabled={!!busy} sx={{ flex: 'none' }}>
            Upload {field.upload?.many ? 'images' : 'an image'}
            <input ref={input} id={`${id}-upload`} type="file" hidden accept={ACCEPT} multiple={field.upload?.many} onChange={(e) => add(e.target.files)} data-testid={`images-upload-${name}`} />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 'none' }}>or</Typography>
          <TextField
            size="small" label="Image address (https://…)" value={address} onChange={(e) => setAddress(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addAddress(); } }}
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{ htmlInput: { 'data-testid': `images-address-${name}` } }}
          />
          <Button size="small" onClick={addAddress} disabled={!address.trim()} sx={{ flex: 'none' }}>Add</Button>
        </Stack>
      )}
    </Box>
  );
}
