/*
 * Checkout of kittiwake-cycles.example: mounts Stripe's card field and, on submit, asks Stripe to
 * confirm the payment (test mode: nothing is taken). reCAPTCHA's checkbox is rendered by api.js
 * from the .g-recaptcha element.
 */
(function () {
  var stripe = Stripe('pk_live_51KtWkCyc1esQuayXw8a7b6c5d4e3f2g1h0');
  var card = stripe.elements().create('card', { style: { base: { fontSize: '16px' } } });
  card.mount('#card-element');
  var form = document.getElementById('payment-form');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    stripe.confirmCardPayment('pi_test_secret', { payment_method: { card: card } }).then(function (result) {
      var note = form.querySelector('.meta');
      if (note && result.error) note.textContent = result.error.message;
    });
  });
})();
