import { cartMachine } from '@machines/cart';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const CartContext = createFlowContext(cartMachine);
