// The form block hydrated in the browser: the same component the server rendered.
import { FormBlock } from './Form.tsx';

export default FormBlock;
