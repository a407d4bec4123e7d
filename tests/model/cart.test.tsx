import { runModelTests } from './harness/run';
import { cartModel } from './cart.model';
import { cartView } from './cart.view';

runModelTests(cartModel, cartView);
