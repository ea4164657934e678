import './mintsoft.ts';
import './shipbob.ts';
