/** Importing this file registers every carrier adapter. */
import './royal-mail.ts';
import './shipengine.ts';
import './dpd.ts';
import './evri.ts';
import './parcelforce.ts';
