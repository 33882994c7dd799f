/** Building blocks shared by the site's forms; each form keeps its own fields and validation. */
export {default as DeliveryStatus} from './DeliveryStatus';
export {default as FieldError} from './FieldError';
export {default as FormField} from './FormField';
export {default as formStyles} from './styles.module.css';
