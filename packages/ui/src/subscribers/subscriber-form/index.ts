export {
  SubscriberForm,
  emptySubscriberFormValues,
  subscriberDayOptions,
  subscriberFormLabels,
  subscriberHourOptions,
} from "./subscriber-form";
export type {
  SubscriberFormField,
  SubscriberFormLabels,
  SubscriberFormProps,
  SubscriberFormValues,
} from "./subscriber-form";
