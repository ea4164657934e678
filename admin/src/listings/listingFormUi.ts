/**
 * What a listing's form adds for its channel's own fields, in both places they are entered (the listing's create
 * and edit screens, EntityForm; the List Products batch, ChannelFieldsForm): the channel's widgets (eBay's category
 * by search, its item specifics from the category) and the form context they read — the sales channel asked, the
 * channel fields entered so far, and `patch`, which changes several of them in one go (a category's number with its
 * path).
 */
import { channelInfo, fieldsUiSchema } from './channels.ts';

type Json = Record<string, any>;

export interface ListingChannelContext {
  salesChannelId?: string;
  /** The channel fields as entered now. */
  fields: Json;
  /** Merges these values into the channel fields (undefined removes one). */
  patch(values: Json): void;
}

export interface ListingFormContext {
  listingChannel?: ListingChannelContext;
}

/** The channel fields with `values` merged in, undefined ones removed. */
export function patchedFields(fields: Json | undefined, values: Json): Json {
  const next: Json = { ...(fields ?? {}), ...values };
  for (const [key, value] of Object.entries(values)) if (value === undefined) delete next[key];
  return next;
}

/**
 * The uiSchema of a listing form's `channel_fields` once its channel is known (the resolved `channel_fields`
 * schema): references as pickers, enums in words, and the channel's own widgets. Undefined for no channel.
 */
export function listingChannelFieldsUi(channel: unknown, channelFieldsSchema: Json | undefined): Json | undefined {
  const info = typeof channel === 'string' ? channelInfo(channel) : undefined;
  if (!info || !channelFieldsSchema) return undefined;
  return fieldsUiSchema(info, channelFieldsSchema);
}
