export { AddressPicker, type AddressParts } from './address-picker';
export { useAddressIds, ShippingAddressFields, type ShippingAddressValues } from './shipping-address-fields';
