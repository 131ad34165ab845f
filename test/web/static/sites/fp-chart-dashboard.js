/*
 * The dashboard of fp-chartjs.example: three Chart.js 4 charts (an animated line chart, an animated
 * stacked bar chart and a doughnut). When the doughnut's first animation completes its PNG is put
 * behind the "Download chart" link, as Chart.js's documentation suggests (toBase64Image).
 */
(function () {
  var months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  new Chart(document.getElementById('visits'), {
    type: 'line',
    data: {
      labels: months,
      datasets: [
        { label: 'Visits', data: [820, 932, 901, 934, 1290, 1330, 1320, 1410, 1280, 1502, 1620, 1711], borderColor: '#4b6cb7', backgroundColor: 'rgba(75,108,183,0.15)', fill: true, tension: 0.35 },
        { label: 'Sign-ups', data: [42, 51, 48, 60, 88, 94, 90, 99, 87, 110, 121, 130], borderColor: '#e0793a', tension: 0.35 },
      ],
    },
    options: { responsive: true, animation: { duration: 900 }, plugins: { title: { display: true, text: 'Traffic, last 12 months' } } },
  });
  new Chart(document.getElementById('revenue'), {
    type: 'bar',
    data: {
      labels: ['Q1', 'Q2', 'Q3', 'Q4'],
      datasets: [
        { label: 'Subscriptions', data: [12.4, 15.1, 16.8, 19.2], backgroundColor: '#4b6cb7' },
        { label: 'Services', data: [4.2, 3.9, 5.6, 6.1], backgroundColor: '#9db4e8' },
      ],
    },
    options: {
      responsive: true,
      animation: { duration: 1200, easing: 'easeOutBounce' },
      scales: { x: { stacked: true }, y: { stacked: true, title: { display: true, text: 'k€' } } },
    },
  });
  var link = document.getElementById('download-plan-mix');
  var exported = false;
  var mix = new Chart(document.getElementById('plan-mix'), {
    type: 'doughnut',
    data: {
      labels: ['Starter', 'Team', 'Business', 'Enterprise'],
      datasets: [{ data: [48, 31, 15, 6], backgroundColor: ['#4b6cb7', '#e0793a', '#46a37b', '#b74b8f'] }],
    },
    options: {
      responsive: true,
      animation: {
        animateRotate: true,
        onComplete: function () {
          if (exported) return;
          exported = true;
          link.href = mix.toBase64Image('image/png', 1);
          link.removeAttribute('aria-disabled');
          document.body.setAttribute('data-chart-exported', 'true');
        },
      },
      plugins: { legend: { position: 'bottom' } },
    },
  });
})();
